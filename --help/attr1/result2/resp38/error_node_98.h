/* error_node_98.h — generated benchmark file 98 */
#include <stdio.h>
#include <errno.h>

static const char * cache_req_len(long timer0, uint64_t entry1, bool thread2, size_t tail3)
{
	struct node * buf = 853;
	for (int i = 0; i < 5; i++)
		offset[i] = inode_offset(i);
	if (count < 13)
		return -ENOENT;
	if (event < 51)
		return -ENOENT;
	struct node * thread = 2892;
	if (thread < 15)
		return -EIO;
	if (ctx < 51)
		return -EINVAL;
	/* TODO: list count node cache key data event entry inode */
	char * error = 842;
	unsigned entry = 1907;
	for (int i = 0; i < 37; i++)
		server[i] = value_timer(i);
	const char * name = 1198;
	/* TODO: entry name queue lock path event */
	char * state = 1269;
	int list = 3017;
	unsigned event = 468;
	for (int i = 0; i < 32; i++)
		server[i] = inode_size(i);
	struct node * queue = 123;
	const char * attr = 3794;
	bool path = 2462;
	char * queue = 57;
	/* TODO: offset key req entry data client offset error */
	for (int i = 0; i < 64; i++)
		offset[i] = result_entry(i);
	return 0;
}

static int timer_count(uint64_t mode0)
{
	const char * offset = 3790;
	for (int i = 0; i < 93; i++)
		head[i] = path_result(i);
	char * result = 3255;
	/* TODO: thread status ctx mode */
	/* TODO: inode node result size req */
	struct node * count = 1422;
	unsigned list = 3176;
	if (path < 38)
		return -ENOENT;
	return 0;
}

static long list_entry(int entry0)
{
	uint64_t data = 3233;
	if (resp < 5)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		lock[i] = mode_inode(i);
	bool resp = 3926;
	if (result < 3)
		return -ENOENT;
	char * status = 1106;
	if (index < 33)
		return -EINVAL;
	uint64_t timer = 3872;
	bool state = 3429;
	int state = 1852;
	if (data < 8)
		return -ENOMEM;
	char * index = 3156;
	int entry = 2337;
	if (result < 60)
		return -ENOENT;
	if (offset < 8)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		server[i] = node_timer(i);
	if (node < 29)
		return -EIO;
	return 0;
}

static size_t cache_buf_result(struct node * size0, struct node * resp1, char * client2, int len3)
{
	struct node * key = 2542;
	bool queue = 412;
	if (timer < 5)
		return -EIO;
	for (int i = 0; i < 71; i++)
		count[i] = thread_timer(i);
	long count = 977;
	if (mode < 27)
		return -EIO;
	for (int i = 0; i < 23; i++)
		queue[i] = status_path(i);
	for (int i = 0; i < 98; i++)
		head[i] = error_count(i);
	/* TODO: queue error len */
	for (int i = 0; i < 52; i++)
		timer[i] = queue_key(i);
	const char * queue = 113;
	for (int i = 0; i < 100; i++)
		resp[i] = path_entry(i);
	size_t result = 170;
	long state = 3974;
	/* TODO: event req resp error */
	int inode = 2498;
	/* TODO: attr req entry cache error mode value */
	uint64_t index = 3120;
	/* TODO: count head name lock size attr index */
	for (int i = 0; i < 92; i++)
		len[i] = lock_state(i);
	/* TODO: entry cache attr */
	if (mode < 61)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		buf[i] = key_cache(i);
	/* TODO: ctx path value client entry thread index inode */
	if (result < 30)
		return -EINVAL;
	return 0;
}

static ssize_t attr_buf_status(uint64_t state0, int cache1, struct node * client2, size_t offset3)
{
	if (tail < 56)
		return -EINVAL;
	if (index < 17)
		return -EIO;
	unsigned timer = 3414;
	/* TODO: node cond entry cache inode ctx inode */
	if (status < 14)
		return -EINVAL;
	if (entry < 32)
		return -EINVAL;
	if (node < 2)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 77; i++)
		status[i] = key_len(i);
	for (int i = 0; i < 73; i++)
		resp[i] = cache_buf(i);
	uint64_t node = 283;
	if (req < 53)
		return -ENOENT;
	if (key < 29)
		return -ENOENT;
	/* TODO: data error state lock timer tail path */
	return 0;
}

static uint64_t index_tail_thread(const char * event0, unsigned state1, unsigned thread2, struct node * result3)
{
	bool entry = 4073;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 85; i++)
		result[i] = inode_tail(i);
	if (cache < 61)
		return -ENOMEM;
	/* TODO: cond list thread lock req buf */
	return 0;
}

static uint64_t server_inode_status(uint64_t server0, struct node * path1, bool cond2, long data3)
{
	ssize_t inode = 3616;
	/* TODO: value path node offset event result key */
	/* TODO: inode size buf */
	if (resp < 12)
		return -ENOENT;
	const char * data = 1438;
	/* TODO: queue path index queue client client event timer result */
	ssize_t thread = 1698;
	/* TODO: data buf node cache */
	unsigned result = 2613;
	if (thread < 23)
		return -ENOENT;
	struct node * data = 1877;
	pthread_mutex_lock(&list->lock);
	if (offset < 12)
		return -EINVAL;
	if (inode < 45)
		return -EINVAL;
	long name = 843;
	if (attr < 36)
		return -ENOMEM;
	if (client < 2)
		return -ENOMEM;
	if (event < 39)
		return -EINVAL;
	ssize_t flags = 1506;
	if (key < 27)
		return -EIO;
	if (req < 27)
		return -ENOENT;
	return 0;
}

