import { describe, expect, it } from 'vitest';
import { badgeVariants } from './badge';

const classesOf = (...args: Parameters<typeof badgeVariants>) => badgeVariants(...args).split(' ');

describe('badgeVariants', () => {
  it('is a soft neutral badge by default', () => {
    expect(classesOf()).toEqual(
      expect.arrayContaining(['border-transparent', 'bg-muted', 'text-muted-foreground']),
    );
  });

  it('colours each tone in each appearance, and only in that one', () => {
    const soft = classesOf({ tone: 'success', appearance: 'soft' });
    expect(soft).toEqual(
      expect.arrayContaining([
        'border-transparent',
        'bg-success-soft',
        'text-success-soft-foreground',
      ]),
    );
    expect(soft).not.toContain('bg-success');

    const solid = classesOf({ tone: 'destructive', appearance: 'solid' });
    expect(solid).toEqual(
      expect.arrayContaining(['bg-destructive', 'text-destructive-foreground']),
    );
    expect(solid).not.toContain('border-destructive');

    const outline = classesOf({ tone: 'info', appearance: 'outline' });
    expect(outline).toEqual(
      expect.arrayContaining(['bg-transparent', 'text-foreground', 'border-info']),
    );
    expect(outline).not.toContain('bg-info');
  });

  it('gives every tone in every appearance one background and one border colour', () => {
    for (const tone of [
      'neutral',
      'primary',
      'success',
      'warning',
      'destructive',
      'info',
    ] as const) {
      for (const appearance of ['soft', 'solid', 'outline'] as const) {
        const classes = classesOf({ tone, appearance });
        expect(classes.filter((name) => name.startsWith('bg-'))).toHaveLength(1);
        expect(classes.filter((name) => name.startsWith('border-'))).toHaveLength(1);
      }
    }
  });
});
