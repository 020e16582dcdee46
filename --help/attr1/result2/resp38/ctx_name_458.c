/* ctx_name_458.c — generated benchmark file 458 */
#include <stdio.h>
#include <errno.h>

static bool cond_ctx_cond(ssize_t lock0, int timer1, int client2, size_t client3)
{
	pthread_mutex_lock(&count->lock);
	/* TODO: lock tail inode value */
	if (entry < 8)
		return -EINVAL;
	if (flags < 7)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	/* TODO: count list thread offset count */
	char * event = 3865;
	return 0;
}

static ssize_t offset_server(unsigned tail0, struct node * mode1, char * count2)
{
	for (int i = 0; i < 35; i++)
		data[i] = size_tail(i);
	pthread_mutex_lock(&result->lock);
	const char * tail = 207;
	for (int i = 0; i < 83; i++)
		client[i] = count_client(i);
	size_t cond = 1388;
	if (status < 17)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		attr[i] = name_head(i);
	struct node * ctx = 3332;
	unsigned event = 2706;
	for (int i = 0; i < 87; i++)
		lock[i] = len_head(i);
	/* TODO: len client entry status key */
	bool timer = 2075;
	pthread_mutex_lock(&resp->lock);
	if (cache < 57)
		return -ENOMEM;
	if (state < 12)
		return -EIO;
	for (int i = 0; i < 3; i++)
		req[i] = cond_size(i);
	for (int i = 0; i < 84; i++)
		thread[i] = resp_entry(i);
	return 0;
}

