import { describe, expect, it, vi } from 'vitest';
import { registerSignOutStep, runSignOutSteps } from '../sign-out-steps';

describe('runSignOutSteps', () => {
  it('runs every registered step for the user, one failing step not stopping the others', async () => {
    const forgotten: string[] = [];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerSignOutStep('falla', async () => {
      throw new Error('sin red');
    });
    registerSignOutStep('recuerdo', async (userId) => {
      forgotten.push(userId);
    });
    await runSignOutSteps('user-1');
    expect(forgotten).toEqual(['user-1']);
    expect(quiet).toHaveBeenCalledWith('No se pudo limpiar falla al salir', expect.any(Error));
    quiet.mockRestore();
  });

  it('replaces a step registered again under the same name', async () => {
    const calls: string[] = [];
    registerSignOutStep('falla', async () => undefined);
    registerSignOutStep('recuerdo', async () => {
      calls.push('primera');
    });
    registerSignOutStep('recuerdo', async () => {
      calls.push('segunda');
    });
    await runSignOutSteps('user-2');
    expect(calls).toEqual(['segunda']);
  });
});
