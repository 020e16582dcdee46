/* chains.h — what fs/'s chained hash tables share: the path hash (FNV-1a,
 * whole or a byte at a time), the slot of an inode number, and growth.
 * The metadata cache (cache.c: entries by path and by inode number, counts
 * by path), the kernel's records (kernel.c: by path and by inode number)
 * and the mount's own links (links.c) use them. */
#ifndef SBXFS_CHAINS_H
#define SBXFS_CHAINS_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#define FNV_BASIS 2166136261u
#define FNV_STEP(h, ch) (((h) ^ (unsigned char)(ch)) * 16777619u)

static inline uint32_t fnv_path(const char *s)
{
	uint32_t h = FNV_BASIS;

	for (; *s; s++)
		h = FNV_STEP(h, *s);
	return h;
}

/* Inode numbers come in runs: multiplied, so that a run spreads. */
static inline size_t ino_slot(uint64_t ino, size_t nbuckets)
{
	return (size_t)((ino * 0x9E3779B97F4A7C15ull) >> 32) % nbuckets;
}

/* Every node of tab (nb chains, each linked by the node's member link)
 * moves to a table four times as large, to the chain slot(node, size);
 * without memory for one, the longer chains stay. A macro: the tables are
 * of several types. */
#define REHASH(tab, nb, type, link, slot)                                                          \
	do {                                                                                       \
		size_t size_ = (nb)*4;                                                             \
		type **t_ = calloc(size_, sizeof(*t_));                                            \
                                                                                                   \
		if (!t_)                                                                           \
			break;                                                                     \
		for (size_t i_ = 0; i_ < (nb); i_++)                                               \
			while ((tab)[i_]) {                                                        \
				type *n_ = (tab)[i_];                                              \
                                                                                                   \
				(tab)[i_] = n_->link;                                              \
				n_->link = t_[slot(n_, size_)];                                    \
				t_[slot(n_, size_)] = n_;                                          \
			}                                                                          \
		free(tab);                                                                         \
		(tab) = t_;                                                                        \
		(nb) = size_;                                                                      \
	} while (0)

/* Frees every node of tab (nb chains linked by member link) with
 * free_node, then tab itself. */
#define FREE_CHAINS(tab, nb, type, link, free_node)                                                \
	do {                                                                                       \
		for (size_t i_ = 0; i_ < (nb); i_++)                                               \
			while ((tab)[i_]) {                                                        \
				type *n_ = (tab)[i_];                                              \
                                                                                                   \
				(tab)[i_] = n_->link;                                              \
				free_node(n_);                                                     \
			}                                                                          \
		free(tab);                                                                         \
	} while (0)

/* The slot of a node by its member hash (the path's). */
#define HASH_SLOT(node, n) ((node)->hash % (n))

#endif
