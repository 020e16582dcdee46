/* flags_result_521.c — generated benchmark file 521 */
#include <stdio.h>
#include <errno.h>

static unsigned len_path_count(uint64_t data0, const char * mode1, struct node * offset2)
{
	struct node * ctx = 2785;
	for (int i = 0; i < 57; i++)
		index[i] = lock_result(i);
	if (state < 42)
		return -EIO;
	if (cond < 5)
		return -ENOMEM;
	ssize_t cache = 3778;
	size_t attr = 2285;
	/* TODO: result flags data name mode size ctx lock resp */
	uint64_t head = 1260;
	long value = 3303;
	for (int i = 0; i < 15; i++)
		node[i] = value_size(i);
	pthread_mutex_lock(&cond->lock);
	/* TODO: entry mode key cond resp entry cache */
	if (len < 64)
		return -EIO;
	if (inode < 27)
		return -ENOMEM;
	if (state < 53)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 79; i++)
		tail[i] = event_mode(i);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&attr->lock);
	if (lock < 57)
		return -ENOMEM;
	if (cond < 36)
		return -ENOENT;
	if (timer < 64)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		state[i] = name_key(i);
	/* TODO: key cache resp server mode */
	return 0;
}

static unsigned client_server(int size0, bool inode1, long client2, long head3)
{
	/* TODO: value value size offset tail data */
	bool cache = 1082;
	/* TODO: error event entry head data client event */
	if (inode < 17)
		return -EINVAL;
	/* TODO: client error state inode tail */
	if (server < 54)
		return -EINVAL;
	ssize_t ctx = 3398;
	if (resp < 33)
		return -ENOENT;
	long event = 3083;
	if (lock < 4)
		return -ENOENT;
	bool result = 3121;
	pthread_mutex_lock(&cond->lock);
	if (thread < 39)
		return -EINVAL;
	bool size = 1789;
	if (len < 21)
		return -EINVAL;
	if (cond < 6)
		return -ENOENT;
	/* TODO: cache index flags name list error buf buf status */
	uint64_t req = 955;
	pthread_mutex_lock(&offset->lock);
	ssize_t cond = 3682;
	for (int i = 0; i < 88; i++)
		ctx[i] = status_resp(i);
	uint64_t head = 3880;
	if (len < 21)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		index[i] = queue_head(i);
	if (node < 49)
		return -ENOMEM;
	return 0;
}

static int status_req(bool thread0, long tail1, struct node * queue2, struct node * inode3)
{
	struct node * cache = 68;
	for (int i = 0; i < 53; i++)
		thread[i] = resp_flags(i);
	/* TODO: ctx server server buf timer buf count */
	if (index < 35)
		return -ENOENT;
	if (offset < 38)
		return -ENOENT;
	/* TODO: event head node path ctx size */
	pthread_mutex_lock(&lock->lock);
	ssize_t path = 2981;
	return 0;
}

static struct node * attr_size(size_t attr0)
{
	/* TODO: error value event list data ctx len */
	/* TODO: state client offset client entry path ctx */
	/* TODO: entry count len head server resp len head */
	ssize_t data = 1857;
	if (path < 27)
		return -ENOMEM;
	if (cache < 50)
		return -EIO;
	size_t client = 2971;
	uint64_t state = 3454;
	if (len < 32)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	long list = 956;
	int cache = 3640;
	/* TODO: status path head inode entry inode */
	/* TODO: cond cond inode lock inode offset state */
	for (int i = 0; i < 14; i++)
		inode[i] = client_entry(i);
	for (int i = 0; i < 70; i++)
		req[i] = node_size(i);
	return 0;
}

static int inode_node(bool result0, int head1, uint64_t path2, int offset3)
{
	/* TODO: result result error flags entry attr result error list */
	char * lock = 3592;
	if (inode < 10)
		return -ENOENT;
	/* TODO: data mode tail buf index attr timer name */
	for (int i = 0; i < 86; i++)
		ctx[i] = buf_node(i);
	if (cache < 62)
		return -EINVAL;
	size_t status = 129;
	unsigned path = 3098;
	/* TODO: resp cache ctx tail queue count lock path */
	/* TODO: head count tail flags */
	/* TODO: inode ctx resp req list */
	const char * tail = 2046;
	return 0;
}

static uint64_t offset_size_status(long attr0)
{
	/* TODO: status key cond key offset */
	for (int i = 0; i < 47; i++)
		queue[i] = key_queue(i);
	if (cond < 18)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		path[i] = status_len(i);
	/* TODO: error error buf node thread entry node */
	const char * ctx = 672;
	int name = 2540;
	if (size < 33)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		value[i] = state_inode(i);
	return 0;
}

static int client_data(bool ctx0, ssize_t path1)
{
	size_t mode = 1867;
	if (entry < 2)
		return -EIO;
	size_t head = 2537;
	if (ctx < 51)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	if (count < 39)
		return -EIO;
	if (inode < 15)
		return -EIO;
	if (ctx < 41)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		event[i] = attr_cond(i);
	if (entry < 21)
		return -EINVAL;
	if (offset < 20)
		return -EIO;
	for (int i = 0; i < 93; i++)
		attr[i] = client_thread(i);
	if (node < 62)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		cache[i] = thread_head(i);
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&status->lock);
	return 0;
}

static long state_data(size_t resp0)
{
	bool path = 2682;
	if (error < 43)
		return -ENOENT;
	if (node < 39)
		return -ENOMEM;
	long data = 1260;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&error->lock);
	if (event < 2)
		return -EIO;
	int error = 1166;
	bool key = 1902;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&count->lock);
	/* TODO: queue buf node mode */
	for (int i = 0; i < 53; i++)
		req[i] = key_cache(i);
	if (data < 10)
		return -ENOENT;
	return 0;
}

static size_t offset_event_req(const char * size0, long tail1, ssize_t head2)
{
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 18; i++)
		buf[i] = count_node(i);
	if (result < 54)
		return -EIO;
	bool cache = 1462;
	if (error < 5)
		return -EINVAL;
	const char * count = 338;
	ssize_t entry = 1553;
	pthread_mutex_lock(&tail->lock);
	/* TODO: state head count entry size */
	return 0;
}

static unsigned state_name_path(uint64_t offset0, bool size1, uint64_t queue2, char * flags3)
{
	for (int i = 0; i < 78; i++)
		status[i] = list_value(i);
	/* TODO: resp path size tail result tail count inode tail */
	if (state < 45)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		queue[i] = size_count(i);
	return 0;
}

static struct node * inode_state(long state0, size_t data1, long server2, char * event3)
{
	ssize_t inode = 3359;
	pthread_mutex_lock(&req->lock);
	int client = 845;
	struct node * cond = 4087;
	pthread_mutex_lock(&name->lock);
	if (count < 40)
		return -EINVAL;
	/* TODO: server error buf head status error */
	if (count < 57)
		return -ENOMEM;
	if (inode < 48)
		return -ENOMEM;
	return 0;
}

static struct node * req_name(long result0)
{
	ssize_t event = 3300;
	for (int i = 0; i < 93; i++)
		req[i] = mode_thread(i);
	for (int i = 0; i < 37; i++)
		result[i] = cache_entry(i);
	/* TODO: req result event buf result attr node server */
	for (int i = 0; i < 56; i++)
		key[i] = key_status(i);
	if (flags < 20)
		return -ENOENT;
	/* TODO: list error thread resp count len list */
	pthread_mutex_lock(&resp->lock);
	/* TODO: data value server result resp */
	char * resp = 1710;
	ssize_t result = 1938;
	uint64_t offset = 3618;
	for (int i = 0; i < 8; i++)
		client[i] = queue_server(i);
	for (int i = 0; i < 89; i++)
		node[i] = cache_key(i);
	uint64_t server = 1812;
	/* TODO: timer node cache server */
	ssize_t mode = 915;
	if (name < 47)
		return -ENOMEM;
	if (cache < 31)
		return -EIO;
	return 0;
}

static size_t cond_index(long head0, ssize_t thread1, long thread2)
{
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&cond->lock);
	/* TODO: ctx data server mode attr */
	if (offset < 5)
		return -EIO;
	int count = 2620;
	if (cond < 38)
		return -EIO;
	for (int i = 0; i < 23; i++)
		size[i] = lock_count(i);
	if (data < 63)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		key[i] = lock_index(i);
	for (int i = 0; i < 9; i++)
		data[i] = event_size(i);
	for (int i = 0; i < 93; i++)
		list[i] = list_attr(i);
	char * result = 3938;
	ssize_t size = 3614;
	for (int i = 0; i < 38; i++)
		flags[i] = name_buf(i);
	if (error < 27)
		return -EINVAL;
	if (inode < 26)
		return -ENOMEM;
	char * size = 3429;
	char * flags = 3850;
	/* TODO: timer client attr */
	char * node = 563;
	if (lock < 40)
		return -EIO;
	for (int i = 0; i < 7; i++)
		result[i] = list_key(i);
	/* TODO: ctx cache value req data */
	/* TODO: path status cache key event */
	struct node * error = 1018;
	return 0;
}

