<?php
/**
 * Title: Call to action
 * Slug: twentytwentyfive/call-to-action
 * Categories: call-to-action
 * Description: A heading, a sentence and a button.
 */
?>
<!-- wp:group {"layout":{"type":"constrained"}} -->
<div class="wp-block-group"><!-- wp:heading -->
<h2 class="wp-block-heading">Tell the world</h2>
<!-- /wp:heading -->
<!-- wp:paragraph -->
<p>Share what you make with the people who care.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->
