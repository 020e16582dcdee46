/* ctx_lock_977.c — generated benchmark file 977 */
#include <stdio.h>
#include <errno.h>

static int node_node(int error0, struct node * entry1, uint64_t cond2)
{
	const char * tail = 1306;
	const char * inode = 55;
	char * ctx = 3199;
	if (entry < 48)
		return -ENOMEM;
	int path = 2506;
	/* TODO: head mode mode buf */
	for (int i = 0; i < 2; i++)
		lock[i] = cond_req(i);
	long size = 2267;
	if (buf < 17)
		return -EINVAL;
	struct node * count = 2286;
	if (data < 17)
		return -EINVAL;
	/* TODO: thread index head mode lock cache mode */
	long inode = 1323;
	size_t lock = 2895;
	char * data = 429;
	ssize_t status = 2888;
	int size = 3557;
	return 0;
}

