import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../local/testing.ts';
import { useTestStack } from '../../../local/function-tests.ts';
import { chartSectionHeadings } from '../../_shared/interpretation/compose-chart.ts';

// Whom a reading speaks to: the person's name, never the chart's title; someone else's chart in the
// third person. Called through supabase-js as the app calls it.

const lima = { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Lima, Perú', chartName: 'Carta natal de Lima, Perú' };

const fixture = useTestStack();

async function withName(fullName: string) {
  const client = fixture.stack.client();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('nombre'), password: 'saturno-29', options: { data: { full_name: fullName } } });
  if (error || !data.user) throw new Error(error?.message);
  return { client, userId: data.user.id };
}

describe('generate-birth-chart: the person, not the title', () => {
  it("addresses the name given and stores it, whatever the chart's title", async () => {
    const { client } = await withName('Lucía Prueba');
    const { data, error } = await client.functions.invoke('generate-birth-chart', { body: { ...lima, personName: 'Ana', subject: 'self' } });
    expect(error).toBeNull();
    expect(data.interpretation).toMatch(/^Ana, naciste el 15 de mayo de 1990/);
    expect(data.interpretation).not.toContain('Carta natal de Lima, Perú,');
    expect(data).toMatchObject({ chartName: 'Carta natal de Lima, Perú', subject: 'self', personName: 'Ana' });
    const row = await client.from('birth_charts').select('subject, person_name').eq('id', data.id).single();
    expect(row.data).toEqual({ subject: 'self', person_name: 'Ana' });
  });

  it("falls back to the account's name for an old client that sends only the title, by its first name only", async () => {
    const { client } = await withName('Lucía Prueba Gómez');
    const { data } = await client.functions.invoke('generate-birth-chart', { body: lima });
    expect(data.interpretation).toMatch(/^Lucía, naciste el /);
    expect(data.interpretation).not.toMatch(/Prueba|Gómez/);
    expect(data).toMatchObject({ subject: 'self', personName: 'Lucía Prueba Gómez' });
  });

  it("takes the account's name as it is now, after a rename from the account page", async () => {
    const { client, userId } = await withName('Lucía Prueba');
    // What the account page does (src/features/account/api/update-name.ts): the user's metadata, then the profile.
    await client.auth.updateUser({ data: { full_name: 'Marta Prueba' } });
    await client.from('profiles').update({ full_name: 'Marta Prueba' }).eq('id', userId);
    const { data } = await client.functions.invoke('generate-birth-chart', { body: lima });
    expect(data.interpretation).toMatch(/^Marta, naciste el /);
    expect(data.personName).toBe('Marta Prueba');
  });

  it('without any name, speaks to "tú" and never to the title', async () => {
    const { client } = await fixture.stack.signedIn('sin-nombre');
    const { data } = await client.functions.invoke('generate-birth-chart', { body: { ...lima, birthTime: null, chartName: 'Sin hora' } });
    expect(data.interpretation).toMatch(/^Naciste el /);
    expect(data.interpretation).not.toMatch(/Sin hora, naciste/);
    expect(data.personName).toBeNull();
  });

  it("reads someone else's chart in the third person, with their name and not the account's", async () => {
    const { client } = await withName('Lucía');
    const { data } = await client.functions.invoke('generate-birth-chart', {
      body: { ...lima, chartName: 'Carta de Mateo', personName: 'Mateo Ruiz', subject: 'other', houseSystem: 'whole-sign' },
    });
    expect(data.interpretation).toMatch(/^Mateo nació el 15 de mayo de 1990 a las 14:30 en Lima/);
    expect(data.interpretation).not.toContain('Ruiz');
    expect(data.interpretation).not.toContain('Lucía');
    for (const heading of chartSectionHeadings(true, 'other')) expect(data.interpretation).toContain(`## ${heading}`);
    expect(data.chart.houses.system).toBe('whole-sign');
    const row = await client.from('birth_charts').select('subject, person_name, house_system').eq('id', data.id).single();
    expect(row.data).toEqual({ subject: 'other', person_name: 'Mateo Ruiz', house_system: 'whole-sign' });
  });

  it('refuses a subject it does not know and a name too long, with Spanish messages', async () => {
    const { client } = await fixture.stack.signedIn('malos');
    for (const [body, message] of [
      [{ ...lima, subject: 'friend' }, 'Indica si la carta es tuya o de otra persona.'],
      [{ ...lima, personName: 'a'.repeat(81) }, 'El nombre es demasiado largo (máximo 80 caracteres).'],
    ] as const) {
      const { error } = await client.functions.invoke('generate-birth-chart', { body });
      expect(error?.context.status).toBe(400);
      expect((await error?.context.json()).error).toBe(message);
    }
  });
});
