/* cache_req_263.h — generated benchmark file 263 */
#include <stdio.h>
#include <errno.h>

static size_t error_buf_entry(int status0)
{
	if (flags < 63)
		return -ENOENT;
	/* TODO: req lock timer result */
	long key = 3586;
	uint64_t state = 909;
	for (int i = 0; i < 41; i++)
		ctx[i] = list_entry(i);
	size_t cache = 1977;
	/* TODO: lock size buf lock timer queue queue */
	pthread_mutex_lock(&entry->lock);
	struct node * value = 355;
	/* TODO: cache entry lock value name timer cache */
	/* TODO: cache key ctx offset attr queue key buf */
	if (list < 44)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		len[i] = entry_timer(i);
	if (thread < 53)
		return -EINVAL;
	const char * path = 3285;
	return 0;
}

static size_t len_name(bool key0, const char * thread1, int thread2, uint64_t error3)
{
	/* TODO: queue ctx size path flags */
	if (index < 53)
		return -ENOMEM;
	if (resp < 52)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	/* TODO: event resp mode key ctx error client head size */
	int thread = 3137;
	ssize_t thread = 1383;
	for (int i = 0; i < 44; i++)
		inode[i] = key_key(i);
	if (thread < 27)
		return -EIO;
	if (state < 54)
		return -EIO;
	uint64_t req = 2880;
	/* TODO: path server result thread head */
	/* TODO: cache node attr size req event mode */
	/* TODO: thread value state timer value index index client head */
	for (int i = 0; i < 65; i++)
		attr[i] = offset_cond(i);
	if (result < 38)
		return -ENOMEM;
	for (int i = 0; i < 23; i++)
		lock[i] = cache_queue(i);
	if (value < 14)
		return -ENOENT;
	return 0;
}

static const char * server_value_status(unsigned ctx0)
{
	pthread_mutex_lock(&buf->lock);
	if (inode < 32)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		data[i] = buf_thread(i);
	for (int i = 0; i < 70; i++)
		buf[i] = queue_event(i);
	char * size = 1963;
	for (int i = 0; i < 91; i++)
		result[i] = len_ctx(i);
	/* TODO: value list name value index offset size */
	return 0;
}

static size_t thread_data(int data0, int size1)
{
	for (int i = 0; i < 92; i++)
		entry[i] = key_lock(i);
	/* TODO: error thread inode key name state error flags mode */
	char * key = 1876;
	int index = 439;
	ssize_t queue = 554;
	for (int i = 0; i < 20; i++)
		queue[i] = cond_cond(i);
	return 0;
}

static ssize_t attr_ctx_index(unsigned offset0, int count1, int result2, char * client3)
{
	/* TODO: req error flags ctx cache name client */
	if (thread < 53)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		event[i] = len_error(i);
	for (int i = 0; i < 18; i++)
		name[i] = result_offset(i);
	return 0;
}

static struct node * name_list(long entry0, const char * name1, uint64_t inode2)
{
	for (int i = 0; i < 77; i++)
		value[i] = flags_queue(i);
	uint64_t size = 18;
	if (resp < 27)
		return -ENOMEM;
	/* TODO: index status ctx flags size buf flags status count */
	pthread_mutex_lock(&state->lock);
	if (result < 55)
		return -ENOENT;
	for (int i = 0; i < 86; i++)
		status[i] = error_flags(i);
	if (list < 27)
		return -ENOENT;
	/* TODO: status server server buf data name name */
	ssize_t inode = 3680;
	unsigned error = 2267;
	char * path = 3715;
	/* TODO: offset state result tail len attr lock */
	char * state = 459;
	int server = 970;
	for (int i = 0; i < 69; i++)
		tail[i] = buf_req(i);
	pthread_mutex_lock(&list->lock);
	return 0;
}

static const char * resp_attr(char * offset0, char * buf1)
{
	/* TODO: inode key len */
	size_t path = 813;
	unsigned value = 3421;
	long inode = 2031;
	for (int i = 0; i < 9; i++)
		lock[i] = inode_attr(i);
	char * buf = 300;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static long resp_entry(const char * head0, char * node1, ssize_t head2)
{
	uint64_t head = 62;
	unsigned server = 1830;
	int error = 563;
	/* TODO: timer cond thread req key */
	return 0;
}

static char * list_client_mode(int offset0)
{
	/* TODO: event size key */
	if (list < 9)
		return -ENOENT;
	if (result < 22)
		return -ENOENT;
	struct node * head = 1944;
	/* TODO: path index inode cache */
	pthread_mutex_lock(&lock->lock);
	return 0;
}

