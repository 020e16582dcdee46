/* count_entry_930.h — generated benchmark file 930 */
#include <stdio.h>
#include <errno.h>

static uint64_t cache_flags_resp(const char * head0, long attr1)
{
	ssize_t head = 4003;
	for (int i = 0; i < 88; i++)
		queue[i] = list_offset(i);
	/* TODO: client event status name data server head offset thread */
	bool count = 1940;
	/* TODO: error cond list len event ctx */
	for (int i = 0; i < 3; i++)
		len[i] = node_ctx(i);
	/* TODO: flags thread result timer */
	int timer = 1445;
	struct node * len = 69;
	struct node * server = 810;
	if (mode < 57)
		return -ENOMEM;
	if (data < 39)
		return -ENOENT;
	if (value < 61)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&req->lock);
	if (attr < 29)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static size_t key_state(long list0, size_t attr1, const char * event2)
{
	for (int i = 0; i < 73; i++)
		timer[i] = mode_data(i);
	/* TODO: queue resp data offset lock */
	if (lock < 37)
		return -EIO;
	for (int i = 0; i < 93; i++)
		key[i] = queue_attr(i);
	bool value = 2920;
	size_t client = 708;
	/* TODO: entry ctx result resp */
	for (int i = 0; i < 38; i++)
		result[i] = timer_data(i);
	if (mode < 12)
		return -EIO;
	long list = 3066;
	const char * node = 725;
	pthread_mutex_lock(&inode->lock);
	if (path < 63)
		return -EIO;
	/* TODO: flags result flags timer mode flags list list flags */
	/* TODO: len mode value cond client req value node server */
	/* TODO: server entry index event ctx */
	pthread_mutex_lock(&name->lock);
	if (cond < 48)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

