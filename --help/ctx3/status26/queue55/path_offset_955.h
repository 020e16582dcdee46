/* path_offset_955.h — generated benchmark file 955 */
#include <stdio.h>
#include <errno.h>

static size_t head_resp(struct node * head0, ssize_t count1)
{
	size_t result = 1983;
	for (int i = 0; i < 21; i++)
		offset[i] = value_error(i);
	pthread_mutex_lock(&state->lock);
	uint64_t resp = 1742;
	struct node * tail = 2343;
	for (int i = 0; i < 97; i++)
		offset[i] = inode_index(i);
	if (index < 62)
		return -ENOENT;
	bool count = 4096;
	if (path < 30)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	unsigned req = 3883;
	/* TODO: len server node offset mode node error cache */
	if (resp < 50)
		return -ENOENT;
	/* TODO: tail offset server buf result lock event path */
	if (result < 39)
		return -ENOMEM;
	if (thread < 29)
		return -ENOENT;
	struct node * offset = 3414;
	return 0;
}

