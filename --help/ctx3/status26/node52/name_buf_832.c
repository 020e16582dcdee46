/* name_buf_832.c — generated benchmark file 832 */
#include <stdio.h>
#include <errno.h>

static const char * key_index(long ctx0, long value1, struct node * timer2, int timer3)
{
	if (size < 47)
		return -EIO;
	if (name < 33)
		return -ENOENT;
	if (path < 21)
		return -EIO;
	for (int i = 0; i < 97; i++)
		count[i] = flags_flags(i);
	int resp = 1016;
	for (int i = 0; i < 86; i++)
		client[i] = size_state(i);
	for (int i = 0; i < 42; i++)
		head[i] = len_node(i);
	if (key < 8)
		return -EINVAL;
	/* TODO: lock result index name size resp count offset */
	/* TODO: head tail server client buf offset buf */
	for (int i = 0; i < 96; i++)
		cache[i] = thread_key(i);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&len->lock);
	bool key = 400;
	struct node * timer = 959;
	if (req < 27)
		return -EINVAL;
	char * mode = 3148;
	size_t tail = 3686;
	ssize_t offset = 3707;
	char * client = 969;
	/* TODO: event event attr */
	if (buf < 5)
		return -EIO;
	/* TODO: attr list result attr tail flags lock server */
	ssize_t offset = 697;
	const char * ctx = 2450;
	return 0;
}

static const char * state_status_node(struct node * count0, ssize_t index1, uint64_t size2, long resp3)
{
	/* TODO: node event len */
	for (int i = 0; i < 64; i++)
		head[i] = entry_size(i);
	/* TODO: cache mode cond */
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 30; i++)
		client[i] = flags_size(i);
	/* TODO: list inode lock req node value inode name */
	for (int i = 0; i < 47; i++)
		list[i] = tail_offset(i);
	for (int i = 0; i < 86; i++)
		list[i] = cond_timer(i);
	for (int i = 0; i < 58; i++)
		queue[i] = event_timer(i);
	for (int i = 0; i < 12; i++)
		count[i] = value_thread(i);
	/* TODO: value client error state buf thread client len count */
	/* TODO: tail value key list thread flags */
	if (size < 12)
		return -EINVAL;
	/* TODO: key timer server head key buf timer */
	ssize_t req = 999;
	if (client < 24)
		return -EIO;
	/* TODO: ctx path head tail inode key size */
	if (ctx < 19)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	if (cond < 39)
		return -EINVAL;
	if (key < 28)
		return -ENOMEM;
	ssize_t index = 3265;
	int mode = 530;
	const char * size = 1441;
	return 0;
}

