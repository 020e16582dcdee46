/* ctx_index_329.c — generated benchmark file 329 */
#include <stdio.h>
#include <errno.h>

static struct node * req_client(bool server0, char * name1, ssize_t state2)
{
	for (int i = 0; i < 86; i++)
		req[i] = data_thread(i);
	const char * flags = 3321;
	/* TODO: size list mode */
	for (int i = 0; i < 8; i++)
		lock[i] = flags_inode(i);
	if (offset < 44)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		value[i] = thread_status(i);
	size_t client = 3851;
	for (int i = 0; i < 16; i++)
		count[i] = error_key(i);
	return 0;
}

