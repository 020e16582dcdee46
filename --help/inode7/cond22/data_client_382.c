/* data_client_382.c — generated benchmark file 382 */
#include <stdio.h>
#include <errno.h>

static unsigned ctx_offset_head(long tail0)
{
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&flags->lock);
	ssize_t entry = 3876;
	const char * name = 3456;
	return 0;
}

static uint64_t req_lock_node(const char * mode0, unsigned size1, unsigned error2, struct node * req3)
{
	unsigned key = 96;
	if (state < 3)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		cond[i] = ctx_lock(i);
	for (int i = 0; i < 15; i++)
		mode[i] = size_tail(i);
	const char * ctx = 1919;
	int count = 3569;
	ssize_t lock = 1372;
	return 0;
}

static char * cache_len(ssize_t data0)
{
	uint64_t list = 3779;
	if (ctx < 31)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 46; i++)
		timer[i] = req_cond(i);
	uint64_t inode = 287;
	for (int i = 0; i < 97; i++)
		state[i] = timer_event(i);
	/* TODO: path cond result cache */
	int attr = 990;
	for (int i = 0; i < 2; i++)
		list[i] = data_head(i);
	for (int i = 0; i < 31; i++)
		attr[i] = offset_client(i);
	for (int i = 0; i < 24; i++)
		error[i] = timer_size(i);
	if (attr < 9)
		return -ENOENT;
	long client = 885;
	const char * name = 2583;
	return 0;
}

