import { readFile } from 'node:fs/promises';
import { parse as parseToml } from 'smol-toml';
import { projectPath } from '../paths.ts';

// The emails auth sends, from the same files hosted Supabase uses: supabase/config.toml names each kind's
// subject and template file ([auth.email.template.<kind>]), and the template speaks Go's template syntax
// ({{ .ConfirmationURL }}, {{ .Token }}…). Only plain variable references are used in these templates, so
// only those are rendered here; an unknown one is a mistake in the template and fails loudly.

export type EmailKind = 'recovery' | 'confirmation' | 'email_change' | 'reauthentication';

export interface TemplateData {
  ConfirmationURL?: string;
  Token?: string;
  TokenHash?: string;
  SiteURL: string;
  RedirectTo?: string;
  Email: string;
  NewEmail?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface TemplateEntry { subject: string; content_path: string }

let entries: Promise<Record<string, TemplateEntry>> | null = null;

function templateEntries(): Promise<Record<string, TemplateEntry>> {
  entries ??= readFile(projectPath('supabase', 'config.toml'), 'utf8').then((text) => {
    const config = parseToml(text) as { auth?: { email?: { template?: Record<string, TemplateEntry> } } };
    return config.auth?.email?.template ?? {};
  });
  return entries;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Substitutes `{{ .Name }}`; html/template escapes every value, and so does this. */
export function renderTemplate(template: string, data: TemplateData, escape = true): string {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = (data as unknown as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`email template uses {{ .${name} }}, which this email does not provide`);
    return escape ? escapeHtml(value) : value;
  });
}

/** A plain-text part for mail clients that show no HTML: the same words, links written out. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => `${label.replace(/<[^>]+>/g, '').trim()}: ${href}`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h1|h2|div|li|tr)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function renderEmail(kind: EmailKind, data: TemplateData): Promise<RenderedEmail> {
  const entry = (await templateEntries())[kind];
  if (!entry) throw new Error(`supabase/config.toml has no [auth.email.template.${kind}]`);
  // The CLI resolves content_path from the supabase/ folder, as it does import_map ("./templates/…").
  const html = renderTemplate(await readFile(projectPath('supabase', entry.content_path), 'utf8'), data);
  return { subject: renderTemplate(entry.subject, data, false), html, text: htmlToText(html) };
}
