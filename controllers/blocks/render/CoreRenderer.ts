import type { BlockRender } from '../BlockType';

/** A core block's server renderer; `skipInnerBlocks` when it shows its inner blocks itself. */
export interface CoreRenderer {
  render: BlockRender;
  skipInnerBlocks?: boolean;
}
