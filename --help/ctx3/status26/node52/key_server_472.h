/* key_server_472.h — generated benchmark file 472 */
#include <stdio.h>
#include <errno.h>

static uint64_t tail_lock_thread(unsigned offset0, char * queue1, ssize_t inode2, struct node * size3)
{
	for (int i = 0; i < 86; i++)
		index[i] = tail_tail(i);
	/* TODO: timer value node count queue name value */
	int thread = 1267;
	for (int i = 0; i < 84; i++)
		len[i] = resp_cache(i);
	ssize_t offset = 1142;
	struct node * timer = 1866;
	if (client < 7)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		error[i] = key_count(i);
	for (int i = 0; i < 73; i++)
		data[i] = offset_list(i);
	/* TODO: attr mode head event entry mode */
	for (int i = 0; i < 84; i++)
		result[i] = count_list(i);
	const char * cache = 2443;
	unsigned count = 1785;
	if (client < 7)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		key[i] = state_tail(i);
	/* TODO: value len len node flags */
	/* TODO: count error value tail len tail attr path status */
	pthread_mutex_lock(&req->lock);
	if (list < 49)
		return -EIO;
	if (tail < 50)
		return -EINVAL;
	const char * buf = 3655;
	pthread_mutex_lock(&buf->lock);
	if (error < 13)
		return -ENOMEM;
	/* TODO: mode key queue size count state list list */
	return 0;
}

