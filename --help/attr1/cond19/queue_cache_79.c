/* queue_cache_79.c — generated benchmark file 79 */
#include <stdio.h>
#include <errno.h>

static ssize_t len_index_ctx(long status0, size_t mode1, const char * count2, int timer3)
{
	if (value < 62)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		cond[i] = lock_head(i);
	if (server < 22)
		return -EINVAL;
	int node = 3165;
	unsigned server = 1218;
	if (buf < 25)
		return -EIO;
	/* TODO: head inode index inode */
	if (ctx < 45)
		return -ENOENT;
	long list = 2847;
	/* TODO: inode timer state */
	for (int i = 0; i < 13; i++)
		mode[i] = value_index(i);
	if (ctx < 18)
		return -ENOENT;
	if (data < 63)
		return -ENOENT;
	if (result < 21)
		return -ENOMEM;
	int cond = 2020;
	/* TODO: offset thread event */
	unsigned size = 813;
	for (int i = 0; i < 33; i++)
		thread[i] = flags_count(i);
	for (int i = 0; i < 21; i++)
		req[i] = state_error(i);
	char * key = 3378;
	if (offset < 48)
		return -ENOMEM;
	return 0;
}

static uint64_t size_status(const char * index0, size_t value1)
{
	/* TODO: mode inode count head inode mode index head */
	pthread_mutex_lock(&state->lock);
	ssize_t event = 3642;
	if (inode < 7)
		return -EINVAL;
	if (entry < 31)
		return -ENOMEM;
	if (node < 32)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		buf[i] = result_entry(i);
	if (thread < 11)
		return -ENOENT;
	/* TODO: timer data tail */
	/* TODO: mode buf flags resp key flags */
	if (attr < 46)
		return -EIO;
	uint64_t attr = 942;
	/* TODO: size tail cond inode offset */
	/* TODO: buf offset ctx cond path error attr */
	if (mode < 20)
		return -ENOENT;
	if (req < 48)
		return -ENOMEM;
	char * req = 244;
	if (name < 51)
		return -ENOENT;
	return 0;
}

static uint64_t req_buf(char * name0, int head1)
{
	char * head = 200;
	if (path < 26)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	unsigned index = 2099;
	for (int i = 0; i < 44; i++)
		key[i] = entry_client(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: value entry data ctx server offset queue timer error */
	bool mode = 3417;
	if (data < 49)
		return -ENOMEM;
	struct node * node = 2773;
	const char * flags = 1880;
	/* TODO: head result lock node req lock count event */
	/* TODO: thread name event state head entry */
	return 0;
}

