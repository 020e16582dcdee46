/* cond_size_819.h — generated benchmark file 819 */
#include <stdio.h>
#include <errno.h>

static uint64_t len_timer_status(char * head0, struct node * event1, ssize_t ctx2, size_t lock3)
{
	/* TODO: key index cond name attr list */
	if (client < 43)
		return -EIO;
	/* TODO: entry cond server client offset client */
	long client = 1317;
	long attr = 2173;
	size_t size = 2981;
	long cond = 1829;
	if (client < 19)
		return -EIO;
	char * client = 1524;
	pthread_mutex_lock(&cond->lock);
	unsigned queue = 590;
	if (head < 64)
		return -EINVAL;
	int error = 3802;
	if (len < 45)
		return -EIO;
	if (name < 36)
		return -ENOMEM;
	/* TODO: server client mode resp data len status node */
	if (error < 46)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 19; i++)
		error[i] = lock_state(i);
	pthread_mutex_lock(&buf->lock);
	if (tail < 34)
		return -EINVAL;
	long status = 1563;
	unsigned attr = 28;
	return 0;
}

static uint64_t data_value_size(struct node * node0, ssize_t list1, unsigned cache2, char * value3)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 83; i++)
		state[i] = tail_tail(i);
	pthread_mutex_lock(&error->lock);
	long value = 1015;
	const char * len = 3170;
	return 0;
}

static const char * attr_status_client(int data0, struct node * lock1)
{
	pthread_mutex_lock(&status->lock);
	unsigned offset = 808;
	/* TODO: list cache index tail cache */
	pthread_mutex_lock(&lock->lock);
	if (thread < 45)
		return -EIO;
	uint64_t data = 2783;
	const char * cache = 886;
	/* TODO: cache lock client count attr */
	for (int i = 0; i < 57; i++)
		name[i] = status_head(i);
	unsigned resp = 2037;
	for (int i = 0; i < 22; i++)
		error[i] = lock_attr(i);
	/* TODO: attr event key flags */
	size_t buf = 4091;
	for (int i = 0; i < 45; i++)
		tail[i] = status_mode(i);
	size_t state = 3789;
	unsigned data = 804;
	for (int i = 0; i < 53; i++)
		lock[i] = thread_node(i);
	/* TODO: cond entry cond lock index */
	if (error < 51)
		return -EINVAL;
	if (index < 51)
		return -EINVAL;
	return 0;
}

