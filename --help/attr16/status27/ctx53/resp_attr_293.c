/* resp_attr_293.c — generated benchmark file 293 */
#include <stdio.h>
#include <errno.h>

static bool head_resp_server(long buf0)
{
	char * attr = 1486;
	ssize_t tail = 2669;
	for (int i = 0; i < 13; i++)
		resp[i] = client_path(i);
	const char * data = 3800;
	struct node * timer = 2476;
	for (int i = 0; i < 5; i++)
		client[i] = index_key(i);
	size_t timer = 3352;
	int attr = 565;
	if (cache < 25)
		return -ENOMEM;
	/* TODO: entry offset thread value offset resp key key */
	for (int i = 0; i < 56; i++)
		flags[i] = node_offset(i);
	/* TODO: head offset result flags thread */
	/* TODO: lock queue offset */
	if (offset < 62)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	ssize_t data = 249;
	for (int i = 0; i < 63; i++)
		state[i] = result_path(i);
	for (int i = 0; i < 10; i++)
		len[i] = cache_ctx(i);
	if (mode < 5)
		return -EINVAL;
	if (path < 15)
		return -EIO;
	struct node * path = 1053;
	return 0;
}

