/* buf_buf_368.c — generated benchmark file 368 */
#include <stdio.h>
#include <errno.h>

static struct node * list_status(size_t lock0, size_t flags1)
{
	for (int i = 0; i < 5; i++)
		flags[i] = inode_offset(i);
	int resp = 2637;
	pthread_mutex_lock(&size->lock);
	long queue = 3161;
	for (int i = 0; i < 46; i++)
		mode[i] = attr_entry(i);
	/* TODO: size entry len */
	for (int i = 0; i < 37; i++)
		key[i] = req_head(i);
	if (buf < 64)
		return -EIO;
	return 0;
}

static uint64_t path_value(bool count0, int thread1)
{
	if (mode < 4)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		ctx[i] = head_list(i);
	/* TODO: ctx client state cond cond thread mode lock cache */
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 8; i++)
		offset[i] = status_timer(i);
	ssize_t timer = 2789;
	unsigned size = 3937;
	int server = 2102;
	return 0;
}

static bool head_client(uint64_t error0, int event1)
{
	const char * status = 1286;
	if (mode < 60)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		flags[i] = req_cache(i);
	for (int i = 0; i < 44; i++)
		client[i] = name_client(i);
	for (int i = 0; i < 87; i++)
		result[i] = attr_lock(i);
	unsigned offset = 4044;
	if (req < 19)
		return -EIO;
	/* TODO: list cache cond timer queue */
	/* TODO: mode attr client */
	long client = 1044;
	if (ctx < 26)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		size[i] = status_list(i);
	const char * thread = 2159;
	pthread_mutex_lock(&queue->lock);
	if (value < 4)
		return -ENOENT;
	if (count < 16)
		return -EIO;
	for (int i = 0; i < 27; i++)
		result[i] = buf_key(i);
	for (int i = 0; i < 99; i++)
		ctx[i] = tail_timer(i);
	for (int i = 0; i < 21; i++)
		inode[i] = ctx_size(i);
	/* TODO: inode count resp queue mode */
	if (flags < 61)
		return -ENOMEM;
	long status = 1176;
	for (int i = 0; i < 44; i++)
		state[i] = list_req(i);
	struct node * name = 2642;
	return 0;
}

static char * size_error_thread(int resp0)
{
	if (cache < 51)
		return -ENOENT;
	if (state < 10)
		return -EIO;
	if (count < 59)
		return -EIO;
	unsigned index = 3619;
	pthread_mutex_lock(&thread->lock);
	ssize_t client = 3326;
	if (ctx < 5)
		return -ENOMEM;
	int path = 1411;
	return 0;
}

