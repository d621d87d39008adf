import { supabase } from '../../../lib/supabase';

// Asked once: after the welcome is answered or skipped, the account remembers it in its own
// metadata, so no other device asks again.

const FLAG = 'birth_data_asked';

export function welcomeDone(user: { user_metadata?: Record<string, unknown> } | null): boolean {
  return user?.user_metadata?.[FLAG] === true;
}

export async function markWelcomeDone(): Promise<void> {
  const { error } = await supabase.auth.updateUser({ data: { [FLAG]: true } });
  if (error) console.error('No se pudo recordar la bienvenida', error);
}
