/* tail_len_954.c — generated benchmark file 954 */
#include <stdio.h>
#include <errno.h>

static char * lock_key(ssize_t server0, int error1)
{
	if (head < 13)
		return -EIO;
	int result = 2400;
	/* TODO: status count index data */
	char * req = 3665;
	for (int i = 0; i < 44; i++)
		path[i] = cond_queue(i);
	pthread_mutex_lock(&client->lock);
	if (inode < 23)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		queue[i] = state_entry(i);
	if (lock < 60)
		return -EIO;
	return 0;
}

static uint64_t error_tail_resp(const char * len0, long result1)
{
	if (mode < 47)
		return -EIO;
	if (key < 28)
		return -EINVAL;
	unsigned req = 2878;
	if (mode < 10)
		return -EINVAL;
	if (lock < 14)
		return -ENOENT;
	if (data < 24)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		server[i] = value_size(i);
	struct node * state = 3757;
	if (result < 43)
		return -EINVAL;
	uint64_t mode = 2603;
	for (int i = 0; i < 100; i++)
		inode[i] = timer_client(i);
	if (ctx < 9)
		return -ENOENT;
	ssize_t client = 2104;
	return 0;
}

