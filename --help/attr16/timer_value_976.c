/* timer_value_976.c — generated benchmark file 976 */
#include <stdio.h>
#include <errno.h>

static unsigned server_offset(unsigned lock0, uint64_t state1, char * status2)
{
	for (int i = 0; i < 5; i++)
		server[i] = resp_entry(i);
	/* TODO: req cache attr client path status */
	if (buf < 52)
		return -ENOENT;
	if (name < 7)
		return -EINVAL;
	for (int i = 0; i < 79; i++)
		count[i] = tail_buf(i);
	struct node * cond = 1087;
	unsigned entry = 3369;
	for (int i = 0; i < 16; i++)
		cache[i] = index_entry(i);
	for (int i = 0; i < 36; i++)
		cache[i] = server_cache(i);
	for (int i = 0; i < 63; i++)
		list[i] = offset_path(i);
	int ctx = 1637;
	/* TODO: inode attr entry offset */
	char * state = 2431;
	for (int i = 0; i < 23; i++)
		ctx[i] = req_flags(i);
	unsigned lock = 2882;
	const char * entry = 3387;
	if (size < 3)
		return -ENOMEM;
	if (ctx < 63)
		return -ENOENT;
	if (lock < 5)
		return -ENOMEM;
	if (value < 16)
		return -EIO;
	if (timer < 50)
		return -EINVAL;
	struct node * buf = 2551;
	if (state < 34)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static unsigned thread_cond(uint64_t name0)
{
	unsigned timer = 1140;
	long result = 499;
	for (int i = 0; i < 56; i++)
		cond[i] = event_error(i);
	/* TODO: timer index mode lock path cache value queue */
	for (int i = 0; i < 69; i++)
		count[i] = resp_count(i);
	for (int i = 0; i < 62; i++)
		inode[i] = len_resp(i);
	long key = 3680;
	if (state < 58)
		return -EIO;
	return 0;
}

static long entry_node_flags(bool data0, size_t key1)
{
	for (int i = 0; i < 88; i++)
		value[i] = thread_count(i);
	/* TODO: queue resp head */
	unsigned list = 1769;
	/* TODO: cond buf node head len event lock */
	char * key = 3640;
	for (int i = 0; i < 12; i++)
		attr[i] = req_len(i);
	uint64_t name = 409;
	const char * queue = 235;
	if (list < 40)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	unsigned cond = 3398;
	if (lock < 64)
		return -ENOENT;
	if (mode < 38)
		return -EIO;
	if (timer < 51)
		return -EINVAL;
	ssize_t index = 2120;
	long key = 3755;
	uint64_t inode = 2583;
	pthread_mutex_lock(&cond->lock);
	if (tail < 3)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	return 0;
}

