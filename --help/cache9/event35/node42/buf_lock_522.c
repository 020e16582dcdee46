/* buf_lock_522.c — generated benchmark file 522 */
#include <stdio.h>
#include <errno.h>

static bool server_thread(const char * list0)
{
	for (int i = 0; i < 97; i++)
		len[i] = lock_client(i);
	pthread_mutex_lock(&cache->lock);
	const char * head = 3585;
	/* TODO: name index lock inode server list resp */
	/* TODO: timer path lock thread event client state */
	if (value < 57)
		return -EIO;
	for (int i = 0; i < 68; i++)
		ctx[i] = event_event(i);
	const char * key = 3697;
	/* TODO: count queue ctx size name state name resp attr */
	if (resp < 14)
		return -EINVAL;
	if (tail < 21)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		client[i] = entry_name(i);
	return 0;
}

static int resp_data_count(int len0, uint64_t state1)
{
	int size = 282;
	/* TODO: attr node count data attr name resp queue */
	for (int i = 0; i < 88; i++)
		path[i] = queue_ctx(i);
	/* TODO: index list cond index */
	/* TODO: client offset inode entry state */
	if (buf < 2)
		return -EIO;
	if (key < 39)
		return -EINVAL;
	struct node * path = 3371;
	struct node * error = 3029;
	/* TODO: len ctx thread len */
	if (queue < 51)
		return -ENOMEM;
	if (ctx < 61)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		status[i] = list_req(i);
	long flags = 2492;
	if (state < 35)
		return -EIO;
	if (value < 47)
		return -ENOMEM;
	/* TODO: error index list offset head name count */
	char * key = 3940;
	uint64_t timer = 1207;
	char * path = 647;
	for (int i = 0; i < 96; i++)
		state[i] = thread_client(i);
	for (int i = 0; i < 99; i++)
		ctx[i] = data_status(i);
	pthread_mutex_lock(&list->lock);
	return 0;
}

