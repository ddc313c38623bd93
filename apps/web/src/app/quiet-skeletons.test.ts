import { afterEach, describe, expect, it } from 'vitest';
import { quietSkeletonAnimations } from './quiet-skeletons';

describe('quietSkeletonAnimations', () => {
  let undo = () => {};
  afterEach(() => {
    undo();
    document.body.replaceChildren();
  });

  const setUp = () => {
    const root = document.createElement('div');
    root.innerHTML = [
      '<div data-slot="skeleton"></div>',
      '<div data-slot="spinner"></div>',
      '<p><span data-slot="skeleton"></span></p>',
    ].join('');
    document.body.append(root);
    const heard: string[] = [];
    for (const type of ['animationstart', 'animationiteration', 'animationend', 'animationcancel'])
      for (const capture of [true, false])
        root.addEventListener(
          type,
          (event) => heard.push(`${type}:${(event.target as Element).getAttribute('data-slot')}`),
          { capture },
        );
    const fire = (element: Element, type: string) =>
      element.dispatchEvent(new Event(type, { bubbles: true }));
    return { root, heard, fire };
  };

  it('stops every animation event of a skeleton before the app’s root sees it', () => {
    const { root, heard, fire } = setUp();
    undo = quietSkeletonAnimations();
    for (const skeleton of root.querySelectorAll('[data-slot=skeleton]'))
      for (const type of [
        'animationstart',
        'animationiteration',
        'animationend',
        'animationcancel',
      ])
        fire(skeleton, type);
    expect(heard).toEqual([]);
  });

  it('lets every other element’s animation events through, and stops nothing once undone', () => {
    const { root, heard, fire } = setUp();
    undo = quietSkeletonAnimations();
    fire(root.querySelector('[data-slot=spinner]')!, 'animationend');
    expect(heard).toEqual(['animationend:spinner', 'animationend:spinner']);
    undo();
    fire(root.querySelector('[data-slot=skeleton]')!, 'animationstart');
    expect(heard.slice(2)).toEqual(['animationstart:skeleton', 'animationstart:skeleton']);
  });
});
