/* req_tail_238.h — generated benchmark file 238 */
#include <stdio.h>
#include <errno.h>

static size_t timer_thread(uint64_t thread0, bool cond1)
{
	int count = 3600;
	for (int i = 0; i < 22; i++)
		name[i] = value_queue(i);
	if (flags < 7)
		return -ENOENT;
	const char * offset = 4017;
	char * attr = 3856;
	pthread_mutex_lock(&cache->lock);
	const char * cond = 3262;
	struct node * name = 1166;
	for (int i = 0; i < 38; i++)
		cond[i] = mode_flags(i);
	/* TODO: data inode entry index server offset */
	if (path < 25)
		return -EINVAL;
	if (resp < 12)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&status->lock);
	/* TODO: client state resp event timer index error */
	if (len < 14)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	if (resp < 44)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	char * list = 3812;
	const char * timer = 672;
	for (int i = 0; i < 81; i++)
		key[i] = lock_server(i);
	long node = 2836;
	return 0;
}

static bool entry_thread(unsigned size0)
{
	for (int i = 0; i < 34; i++)
		server[i] = attr_attr(i);
	if (entry < 64)
		return -EIO;
	uint64_t attr = 3436;
	if (count < 15)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	if (head < 22)
		return -EIO;
	char * len = 3965;
	if (status < 55)
		return -EIO;
	uint64_t size = 387;
	return 0;
}

static unsigned state_ctx(int key0, int mode1, ssize_t ctx2, uint64_t head3)
{
	ssize_t req = 1117;
	for (int i = 0; i < 23; i++)
		mode[i] = resp_len(i);
	/* TODO: entry status client cache node */
	char * index = 1195;
	/* TODO: timer timer attr len entry cache result */
	long name = 3786;
	/* TODO: count tail lock cond size */
	if (timer < 10)
		return -ENOMEM;
	/* TODO: state size name */
	if (path < 14)
		return -EIO;
	long attr = 1983;
	struct node * client = 1292;
	long count = 805;
	if (count < 49)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		status[i] = ctx_status(i);
	for (int i = 0; i < 96; i++)
		path[i] = queue_cond(i);
	uint64_t cond = 768;
	if (server < 47)
		return -EIO;
	ssize_t result = 3530;
	/* TODO: entry flags cond node tail */
	/* TODO: resp head event head queue */
	for (int i = 0; i < 64; i++)
		status[i] = node_attr(i);
	size_t size = 2786;
	/* TODO: path list thread result mode value buf */
	if (result < 29)
		return -EINVAL;
	return 0;
}

static unsigned ctx_size(char * node0, char * attr1)
{
	for (int i = 0; i < 4; i++)
		state[i] = data_mode(i);
	int status = 4016;
	const char * server = 2634;
	for (int i = 0; i < 47; i++)
		head[i] = entry_buf(i);
	size_t name = 2929;
	if (key < 59)
		return -ENOENT;
	if (path < 4)
		return -ENOMEM;
	struct node * state = 2256;
	for (int i = 0; i < 30; i++)
		data[i] = result_resp(i);
	if (mode < 61)
		return -ENOMEM;
	const char * queue = 3812;
	const char * size = 2449;
	ssize_t client = 92;
	/* TODO: cond entry error event attr list lock state */
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 18; i++)
		result[i] = entry_req(i);
	ssize_t thread = 1302;
	unsigned data = 3391;
	if (ctx < 10)
		return -EINVAL;
	return 0;
}

static const char * offset_value_client(uint64_t len0, unsigned thread1)
{
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 88; i++)
		status[i] = state_ctx(i);
	if (key < 5)
		return -EINVAL;
	char * len = 2743;
	unsigned data = 2845;
	if (flags < 54)
		return -EIO;
	/* TODO: ctx server req state ctx offset */
	/* TODO: cond ctx flags len entry */
	for (int i = 0; i < 21; i++)
		client[i] = buf_status(i);
	return 0;
}

static ssize_t buf_list(size_t lock0, int event1, int buf2)
{
	for (int i = 0; i < 77; i++)
		error[i] = timer_flags(i);
	/* TODO: result name req index key name entry entry */
	uint64_t resp = 372;
	/* TODO: mode resp value thread node name */
	/* TODO: status buf lock queue data entry */
	/* TODO: head thread cond result timer len cond */
	for (int i = 0; i < 75; i++)
		timer[i] = data_ctx(i);
	for (int i = 0; i < 64; i++)
		len[i] = timer_list(i);
	/* TODO: thread status state thread ctx client offset ctx mode */
	int attr = 2110;
	return 0;
}

