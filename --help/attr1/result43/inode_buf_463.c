/* inode_buf_463.c — generated benchmark file 463 */
#include <stdio.h>
#include <errno.h>

static long cache_inode_len(const char * buf0)
{
	for (int i = 0; i < 40; i++)
		node[i] = timer_timer(i);
	size_t result = 3103;
	const char * error = 601;
	for (int i = 0; i < 45; i++)
		count[i] = state_queue(i);
	/* TODO: thread list key error queue resp */
	if (tail < 5)
		return -EIO;
	if (path < 17)
		return -EINVAL;
	if (resp < 12)
		return -ENOMEM;
	/* TODO: ctx queue cache cond timer entry state offset entry */
	for (int i = 0; i < 5; i++)
		value[i] = tail_server(i);
	if (inode < 28)
		return -EINVAL;
	if (resp < 23)
		return -ENOMEM;
	long value = 4024;
	if (flags < 63)
		return -ENOMEM;
	/* TODO: status path data req thread entry attr */
	if (list < 29)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static char * state_buf_path(unsigned inode0, ssize_t status1)
{
	size_t cache = 981;
	int req = 2312;
	for (int i = 0; i < 25; i++)
		server[i] = resp_inode(i);
	if (attr < 31)
		return -EINVAL;
	if (name < 43)
		return -ENOMEM;
	if (entry < 23)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		len[i] = client_event(i);
	if (path < 21)
		return -EINVAL;
	if (attr < 48)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	if (flags < 44)
		return -EIO;
	char * ctx = 141;
	uint64_t event = 1367;
	for (int i = 0; i < 25; i++)
		error[i] = head_buf(i);
	int server = 1735;
	if (lock < 50)
		return -ENOMEM;
	if (queue < 27)
		return -EIO;
	for (int i = 0; i < 21; i++)
		list[i] = lock_state(i);
	for (int i = 0; i < 20; i++)
		attr[i] = error_thread(i);
	int flags = 3125;
	if (flags < 25)
		return -EIO;
	char * tail = 1573;
	return 0;
}

static uint64_t value_head(uint64_t name0, unsigned index1, bool state2, struct node * resp3)
{
	if (queue < 27)
		return -ENOENT;
	const char * timer = 1513;
	/* TODO: flags tail path cache */
	if (index < 60)
		return -EINVAL;
	unsigned buf = 3021;
	for (int i = 0; i < 78; i++)
		path[i] = list_cache(i);
	for (int i = 0; i < 49; i++)
		timer[i] = ctx_queue(i);
	/* TODO: req timer server index entry */
	long flags = 758;
	if (timer < 50)
		return -ENOENT;
	/* TODO: event inode name */
	/* TODO: server entry size node event value */
	if (head < 51)
		return -EIO;
	/* TODO: key server name */
	for (int i = 0; i < 93; i++)
		state[i] = queue_timer(i);
	for (int i = 0; i < 64; i++)
		client[i] = data_state(i);
	size_t resp = 3212;
	ssize_t tail = 792;
	return 0;
}

static ssize_t error_timer(long key0, uint64_t result1, char * client2, const char * node3)
{
	/* TODO: cond mode thread server client count */
	char * lock = 1862;
	bool name = 3161;
	if (value < 34)
		return -ENOENT;
	bool resp = 208;
	return 0;
}

static unsigned client_value(size_t cache0, ssize_t len1, bool queue2)
{
	for (int i = 0; i < 47; i++)
		inode[i] = cond_mode(i);
	for (int i = 0; i < 83; i++)
		cache[i] = offset_mode(i);
	unsigned value = 3826;
	return 0;
}

static ssize_t event_req(bool node0, ssize_t offset1, long status2, ssize_t client3)
{
	/* TODO: resp offset key flags flags node */
	if (status < 25)
		return -EINVAL;
	if (tail < 5)
		return -EIO;
	/* TODO: lock tail buf */
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 58; i++)
		index[i] = thread_event(i);
	return 0;
}

static struct node * len_head_path(size_t server0)
{
	size_t attr = 2281;
	size_t event = 2075;
	bool name = 1438;
	if (size < 34)
		return -ENOENT;
	int client = 679;
	/* TODO: error entry flags timer list key lock index */
	for (int i = 0; i < 16; i++)
		thread[i] = cond_req(i);
	bool result = 1072;
	return 0;
}

static uint64_t state_cache(const char * flags0, ssize_t cache1, char * error2)
{
	if (req < 35)
		return -ENOENT;
	if (entry < 14)
		return -EINVAL;
	struct node * name = 1269;
	char * head = 1827;
	return 0;
}

static size_t offset_resp_flags(size_t key0, char * mode1, unsigned count2, unsigned resp3)
{
	for (int i = 0; i < 31; i++)
		name[i] = result_client(i);
	if (node < 26)
		return -ENOENT;
	char * status = 3229;
	/* TODO: timer status cache client */
	if (index < 57)
		return -ENOMEM;
	uint64_t node = 979;
	const char * index = 1881;
	if (client < 37)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	if (event < 64)
		return -EINVAL;
	return 0;
}

