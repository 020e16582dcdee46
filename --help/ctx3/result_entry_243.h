/* result_entry_243.h — generated benchmark file 243 */
#include <stdio.h>
#include <errno.h>

static unsigned path_timer_name(int server0, uint64_t entry1, uint64_t status2, unsigned inode3)
{
	const char * error = 445;
	struct node * len = 744;
	for (int i = 0; i < 60; i++)
		key[i] = offset_event(i);
	if (tail < 56)
		return -EIO;
	if (head < 16)
		return -EINVAL;
	return 0;
}

static char * entry_resp_value(struct node * data0)
{
	pthread_mutex_lock(&head->lock);
	struct node * name = 2829;
	char * status = 3285;
	/* TODO: status ctx flags node */
	pthread_mutex_lock(&offset->lock);
	uint64_t entry = 2129;
	bool state = 2688;
	return 0;
}

static long head_server(struct node * status0, bool error1, int offset2, char * client3)
{
	size_t inode = 2306;
	for (int i = 0; i < 8; i++)
		value[i] = path_tail(i);
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&data->lock);
	size_t value = 321;
	long result = 2783;
	if (cache < 32)
		return -EIO;
	for (int i = 0; i < 61; i++)
		count[i] = tail_entry(i);
	pthread_mutex_lock(&entry->lock);
	if (lock < 15)
		return -ENOMEM;
	if (value < 59)
		return -EINVAL;
	if (event < 25)
		return -EIO;
	/* TODO: client tail ctx node result ctx error req */
	if (ctx < 24)
		return -ENOENT;
	return 0;
}

