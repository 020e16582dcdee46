/* cond_req_701.c — generated benchmark file 701 */
#include <stdio.h>
#include <errno.h>

static struct node * key_queue(char * timer0)
{
	if (node < 8)
		return -ENOENT;
	/* TODO: data list list buf */
	for (int i = 0; i < 6; i++)
		flags[i] = flags_cache(i);
	ssize_t buf = 3314;
	for (int i = 0; i < 90; i++)
		req[i] = client_resp(i);
	long path = 806;
	if (result < 38)
		return -EINVAL;
	return 0;
}

static const char * key_value(uint64_t attr0)
{
	/* TODO: mode error len */
	/* TODO: name data flags name list */
	if (entry < 42)
		return -ENOMEM;
	ssize_t len = 1514;
	/* TODO: len client ctx client node event tail */
	for (int i = 0; i < 60; i++)
		cond[i] = cache_value(i);
	/* TODO: head entry list thread mode state tail buf key */
	if (node < 34)
		return -ENOMEM;
	const char * ctx = 2219;
	struct node * req = 3800;
	pthread_mutex_lock(&flags->lock);
	if (attr < 56)
		return -EINVAL;
	if (client < 3)
		return -ENOMEM;
	const char * attr = 1810;
	uint64_t head = 2222;
	for (int i = 0; i < 50; i++)
		path[i] = error_status(i);
	pthread_mutex_lock(&server->lock);
	return 0;
}

static int event_key(struct node * ctx0, unsigned len1)
{
	/* TODO: head req req */
	if (timer < 19)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 11; i++)
		queue[i] = size_lock(i);
	/* TODO: timer entry ctx result event path req tail */
	for (int i = 0; i < 4; i++)
		mode[i] = inode_name(i);
	/* TODO: path value value len lock name state resp */
	return 0;
}

static unsigned timer_cache(ssize_t offset0, size_t ctx1)
{
	struct node * status = 1119;
	if (path < 41)
		return -EIO;
	for (int i = 0; i < 38; i++)
		buf[i] = error_ctx(i);
	return 0;
}

static int node_inode_state(long name0)
{
	size_t mode = 2142;
	pthread_mutex_lock(&lock->lock);
	bool size = 3164;
	if (resp < 5)
		return -EINVAL;
	int buf = 1038;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&data->lock);
	const char * node = 3441;
	ssize_t cond = 2924;
	/* TODO: cond len index queue attr server index size */
	/* TODO: len head cond status lock lock resp server count */
	/* TODO: resp event value cond timer key lock timer mode */
	return 0;
}

