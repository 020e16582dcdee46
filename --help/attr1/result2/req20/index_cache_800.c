/* index_cache_800.c — generated benchmark file 800 */
#include <stdio.h>
#include <errno.h>

static struct node * size_size(struct node * req0, const char * req1, long result2)
{
	uint64_t name = 2413;
	if (thread < 5)
		return -ENOMEM;
	if (entry < 29)
		return -EIO;
	if (queue < 17)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		cond[i] = tail_tail(i);
	if (list < 37)
		return -EIO;
	for (int i = 0; i < 29; i++)
		state[i] = tail_key(i);
	/* TODO: resp client offset ctx */
	if (entry < 14)
		return -EINVAL;
	/* TODO: flags count tail value */
	if (data < 50)
		return -EINVAL;
	unsigned list = 3533;
	bool status = 4085;
	if (count < 2)
		return -EIO;
	int value = 293;
	for (int i = 0; i < 27; i++)
		flags[i] = name_cond(i);
	struct node * error = 1570;
	/* TODO: queue server lock thread len */
	if (error < 19)
		return -ENOMEM;
	if (mode < 29)
		return -EINVAL;
	/* TODO: inode req index path event head result data */
	if (key < 11)
		return -EINVAL;
	if (buf < 10)
		return -ENOENT;
	return 0;
}

