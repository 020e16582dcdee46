/* req_resp_251.c — generated benchmark file 251 */
#include <stdio.h>
#include <errno.h>

static struct node * queue_name_resp(uint64_t resp0, char * data1, uint64_t thread2)
{
	if (ctx < 49)
		return -ENOENT;
	unsigned head = 1480;
	if (name < 36)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		offset[i] = client_data(i);
	pthread_mutex_lock(&cond->lock);
	/* TODO: state buf result offset status */
	return 0;
}

static unsigned lock_resp_queue(uint64_t index0, size_t attr1, int entry2)
{
	if (queue < 19)
		return -ENOENT;
	if (tail < 28)
		return -EIO;
	for (int i = 0; i < 12; i++)
		key[i] = status_resp(i);
	for (int i = 0; i < 34; i++)
		node[i] = error_offset(i);
	/* TODO: name offset entry attr value queue event len req */
	bool value = 2290;
	if (resp < 56)
		return -ENOENT;
	ssize_t path = 1863;
	if (count < 45)
		return -ENOENT;
	if (queue < 29)
		return -ENOMEM;
	if (name < 59)
		return -EINVAL;
	/* TODO: head state name cond attr */
	if (lock < 57)
		return -ENOMEM;
	int key = 1011;
	if (ctx < 56)
		return -EINVAL;
	if (cache < 52)
		return -ENOMEM;
	if (thread < 32)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		key[i] = name_event(i);
	unsigned result = 1614;
	uint64_t thread = 451;
	return 0;
}

