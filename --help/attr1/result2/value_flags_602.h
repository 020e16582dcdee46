/* value_flags_602.h — generated benchmark file 602 */
#include <stdio.h>
#include <errno.h>

static char * queue_len(unsigned cache0, bool resp1, ssize_t attr2)
{
	for (int i = 0; i < 19; i++)
		tail[i] = value_value(i);
	/* TODO: len list timer thread */
	for (int i = 0; i < 12; i++)
		state[i] = key_ctx(i);
	bool inode = 2524;
	struct node * path = 392;
	int result = 2036;
	/* TODO: attr index state event len size attr thread */
	for (int i = 0; i < 59; i++)
		cache[i] = cond_path(i);
	return 0;
}

static bool lock_status_size(struct node * offset0, bool len1, ssize_t thread2)
{
	uint64_t node = 737;
	for (int i = 0; i < 33; i++)
		result[i] = queue_count(i);
	for (int i = 0; i < 44; i++)
		queue[i] = cond_value(i);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 25; i++)
		entry[i] = state_status(i);
	/* TODO: head tail thread */
	/* TODO: flags offset attr lock thread cache ctx tail */
	/* TODO: attr mode index */
	for (int i = 0; i < 38; i++)
		buf[i] = req_flags(i);
	bool error = 1777;
	bool mode = 2025;
	uint64_t timer = 1709;
	return 0;
}

