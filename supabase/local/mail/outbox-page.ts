import { OUTBOX_PATH, type Mailer } from './mailer.ts';

// The development outbox as pages: the list of messages, each message as its email client would show it, and
// its .eml file. Every message holds a sign-in link, so only a person at this machine may read them. A loopback
// socket alone does not prove that: a page on another site can reach it by DNS rebinding (its own name, resolved to
// 127.0.0.1, in the Host header), and a proxy on this machine relays everyone. So the page answers only a loopback
// socket whose Host names this machine or the stack's public host, with no proxy header; anything else gets the
// 404 of a page that does not exist.

/** Headers a proxy adds: their presence means the request came from somewhere else, whatever the socket says. */
const PROXY_HEADERS = ['forwarded', 'x-real-ip', 'via'];

function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The host name of a Host header (no port, IPv6 without brackets), or null when there is none to read. */
function hostName(header: string | null): string | null {
  if (!header) return null;
  try {
    return new URL(`http://${header}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
}

/** Whether a request may see the outbox: see the note at the top of this file. */
export function outboxReachable(req: Request, ip: string, publicUrl: string): boolean {
  if (!isLoopbackAddress(ip)) return false;
  for (const name of req.headers.keys()) {
    if (PROXY_HEADERS.includes(name) || name.startsWith('x-forwarded-')) return false;
  }
  const host = hostName(req.headers.get('host'));
  if (host === null) return false;
  return host === 'localhost' || host === '::1' || isLoopbackAddress(host) || host === new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1f1b2e; background: #faf8ff; }
  h1 { font-size: 1.4rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #ddd6f3; vertical-align: top; }
  .meta { color: #555; margin: 0.25rem 0; }
  .message { background: #fff; border: 1px solid #ddd6f3; border-radius: 8px; padding: 1rem; margin-top: 1rem; }
</style>
</head>
<body>
${body}
</body>
</html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

const notFound = () => page('No encontrado', '<h1>No encontrado</h1>', 404);

export function isOutboxPath(pathname: string): boolean {
  return pathname === OUTBOX_PATH || pathname.startsWith(`${OUTBOX_PATH}/`);
}

export async function outboxPage(req: Request, ip: string, mailer: Mailer, publicUrl: string): Promise<Response> {
  if (!outboxReachable(req, ip, publicUrl)) return notFound();
  if (req.method !== 'GET' && req.method !== 'HEAD') return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  const rest = new URL(req.url).pathname.slice(OUTBOX_PATH.length).replace(/^\//, '');
  if (!rest) return listPage(mailer);
  const match = rest.match(/^([\w-]{1,64})(\.eml)?$/);
  if (!match) return notFound();
  if (match[2]) {
    const raw = await mailer.raw(match[1]);
    if (!raw) return notFound();
    return new Response(new Uint8Array(raw), {
      headers: { 'Content-Type': 'message/rfc822', 'Content-Disposition': `attachment; filename="${match[1]}.eml"`, 'Cache-Control': 'no-store' },
    });
  }
  const message = await mailer.get(match[1]);
  if (!message) return notFound();
  return page(
    message.subject,
    `<p><a href="${OUTBOX_PATH}">← Bandeja de salida</a></p>
<h1>${escape(message.subject)}</h1>
<p class="meta">Para: ${escape(message.to)}</p>
<p class="meta">De: ${escape(message.from)}</p>
<p class="meta">Fecha: ${escape(message.date)} · <a href="${OUTBOX_PATH}/${message.id}.eml">Descargar .eml</a></p>
<div class="message">${message.html}</div>`,
  );
}

async function listPage(mailer: Mailer): Promise<Response> {
  const intro = mailer.viaSmtp
    ? '<p>Este servidor envía el correo por SMTP: los mensajes no se guardan aquí.</p>'
    : '<p>Los correos que enviaría la autenticación se quedan aquí, en esta máquina (carpeta <code>DATA_DIR/mail</code>).</p>';
  const messages = await mailer.list();
  const rows = messages
    .map(
      (message) => `<tr>
  <td><a href="${OUTBOX_PATH}/${message.id}">${escape(message.subject)}</a></td>
  <td>${escape(message.to)}</td>
  <td><time datetime="${escape(message.date)}">${escape(message.date.replace('T', ' ').slice(0, 19))}</time></td>
</tr>`,
    )
    .join('\n');
  const table = messages.length
    ? `<table><thead><tr><th scope="col">Asunto</th><th scope="col">Para</th><th scope="col">Fecha (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>Aún no hay mensajes.</p>';
  return page('Bandeja de salida · Sendero Astral (local)', `<h1>Bandeja de salida (desarrollo)</h1>\n${intro}\n${table}`);
}
