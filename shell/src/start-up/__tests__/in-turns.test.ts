import { inTurns } from '../in-turns';

describe('inTurns', () => {
  it('runs the steps in order, each in a task of its own', async () => {
    const ran: string[] = [];
    // Work the browser queued during a step (a timer here) runs before the next step: proof of a new task.
    const step = (name: string) => () => {
      ran.push(name);
      setTimeout(() => ran.push(`task queued by ${name}`), 0);
      return Promise.resolve();
    };

    await inTurns([step('react'), step('shared'), step('shell')]);

    expect(ran).toEqual(['react', 'task queued by react', 'shared', 'task queued by shared', 'shell']);
  });

  it('stops at a step that fails and hands its error back', async () => {
    const later = jest.fn(() => Promise.resolve());
    await expect(inTurns([() => Promise.reject(new Error('chunk failed')), later])).rejects.toThrow(
      'chunk failed',
    );
    expect(later).not.toHaveBeenCalled();
  });
});
