// The top floor of the tree (empty).
