/* len_tail_855.h — generated benchmark file 855 */
#include <stdio.h>
#include <errno.h>

static char * result_node(struct node * cache0, bool cache1, struct node * result2, char * error3)
{
	bool size = 1720;
	/* TODO: tail req client status result value */
	long cond = 2500;
	if (lock < 25)
		return -ENOENT;
	/* TODO: status server head timer status path node */
	ssize_t key = 466;
	if (path < 50)
		return -ENOMEM;
	return 0;
}

static uint64_t len_flags_lock(size_t len0, uint64_t count1, int req2, unsigned node3)
{
	if (path < 33)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 17; i++)
		ctx[i] = offset_data(i);
	if (mode < 18)
		return -EIO;
	if (entry < 25)
		return -ENOMEM;
	for (int i = 0; i < 32; i++)
		server[i] = queue_cond(i);
	pthread_mutex_lock(&client->lock);
	struct node * queue = 1252;
	/* TODO: cache server status lock thread thread size */
	/* TODO: count cache size buf data error flags key */
	for (int i = 0; i < 4; i++)
		thread[i] = req_key(i);
	/* TODO: key req path node list */
	if (list < 36)
		return -ENOENT;
	if (ctx < 23)
		return -EIO;
	/* TODO: lock mode name len cond list */
	for (int i = 0; i < 59; i++)
		len[i] = head_resp(i);
	for (int i = 0; i < 12; i++)
		len[i] = head_ctx(i);
	pthread_mutex_lock(&value->lock);
	char * head = 2403;
	if (entry < 2)
		return -EINVAL;
	unsigned error = 1924;
	ssize_t resp = 3598;
	/* TODO: path flags lock cond result server */
	return 0;
}

static char * timer_buf_server(struct node * size0)
{
	for (int i = 0; i < 26; i++)
		size[i] = lock_size(i);
	/* TODO: mode client name name client error */
	for (int i = 0; i < 42; i++)
		name[i] = index_size(i);
	if (flags < 61)
		return -EIO;
	char * client = 145;
	for (int i = 0; i < 93; i++)
		timer[i] = status_lock(i);
	char * len = 169;
	long count = 3268;
	return 0;
}

static unsigned buf_len(unsigned error0, long path1, int mode2, const char * node3)
{
	char * data = 3696;
	struct node * queue = 3366;
	unsigned timer = 3377;
	for (int i = 0; i < 50; i++)
		value[i] = timer_error(i);
	if (data < 25)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		inode[i] = thread_result(i);
	for (int i = 0; i < 76; i++)
		head[i] = lock_name(i);
	for (int i = 0; i < 60; i++)
		lock[i] = attr_cache(i);
	uint64_t state = 3034;
	/* TODO: len index len list */
	/* TODO: resp data len inode event queue count */
	/* TODO: value index offset entry attr path value */
	uint64_t ctx = 3087;
	if (lock < 39)
		return -ENOMEM;
	if (tail < 60)
		return -ENOMEM;
	/* TODO: lock cache cache path */
	return 0;
}

static int cache_len_resp(int resp0, unsigned result1, bool lock2, size_t client3)
{
	pthread_mutex_lock(&path->lock);
	/* TODO: client error list lock error data result */
	/* TODO: cond tail value buf tail */
	int result = 3673;
	int name = 1455;
	size_t state = 2127;
	size_t count = 3463;
	long ctx = 1235;
	/* TODO: buf tail head resp attr inode */
	size_t offset = 2917;
	long client = 3513;
	if (head < 46)
		return -EINVAL;
	uint64_t head = 305;
	ssize_t event = 1401;
	return 0;
}

static char * mode_mode_count(bool offset0, int data1, bool offset2, char * attr3)
{
	for (int i = 0; i < 62; i++)
		list[i] = server_queue(i);
	if (ctx < 34)
		return -EIO;
	/* TODO: error offset attr cache resp len state path */
	ssize_t state = 2331;
	long thread = 302;
	/* TODO: size count timer buf cache event index resp count */
	for (int i = 0; i < 25; i++)
		path[i] = name_server(i);
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&mode->lock);
	if (tail < 33)
		return -ENOMEM;
	size_t req = 1455;
	/* TODO: status size req state entry index client count client */
	return 0;
}

static char * resp_path(unsigned timer0, int server1, long status2)
{
	if (req < 24)
		return -EIO;
	/* TODO: thread ctx size data client size */
	/* TODO: entry cache req status result state key data */
	return 0;
}

static int queue_client(bool inode0, size_t resp1, char * index2, size_t head3)
{
	for (int i = 0; i < 45; i++)
		queue[i] = attr_head(i);
	for (int i = 0; i < 51; i++)
		state[i] = size_tail(i);
	for (int i = 0; i < 67; i++)
		head[i] = inode_cond(i);
	char * path = 214;
	if (key < 38)
		return -EINVAL;
	return 0;
}

