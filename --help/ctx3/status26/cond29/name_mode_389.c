/* name_mode_389.c — generated benchmark file 389 */
#include <stdio.h>
#include <errno.h>

static bool result_resp(bool len0)
{
	struct node * cond = 1393;
	pthread_mutex_lock(&timer->lock);
	size_t entry = 1696;
	/* TODO: queue ctx result cache attr cond resp error timer */
	for (int i = 0; i < 72; i++)
		tail[i] = value_queue(i);
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&size->lock);
	if (tail < 64)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	/* TODO: head resp timer inode list data error */
	return 0;
}

static const char * index_cond(struct node * ctx0, size_t timer1, char * attr2)
{
	ssize_t index = 1881;
	if (status < 41)
		return -ENOENT;
	size_t cond = 441;
	return 0;
}

static struct node * cond_node(long len0, char * state1, char * name2)
{
	for (int i = 0; i < 88; i++)
		client[i] = tail_data(i);
	for (int i = 0; i < 80; i++)
		timer[i] = cache_server(i);
	int inode = 1896;
	/* TODO: size result state cond data state timer count buf */
	int tail = 1334;
	const char * head = 2243;
	/* TODO: attr flags attr queue server */
	for (int i = 0; i < 33; i++)
		attr[i] = thread_node(i);
	unsigned data = 2799;
	if (resp < 64)
		return -EINVAL;
	int attr = 4094;
	for (int i = 0; i < 43; i++)
		key[i] = head_ctx(i);
	long queue = 3233;
	return 0;
}

static const char * list_resp(size_t cache0, int tail1)
{
	for (int i = 0; i < 88; i++)
		error[i] = status_mode(i);
	if (size < 6)
		return -EINVAL;
	if (queue < 47)
		return -ENOMEM;
	size_t ctx = 3202;
	/* TODO: path result inode count size head error node flags */
	if (name < 23)
		return -EIO;
	if (event < 10)
		return -ENOMEM;
	if (buf < 49)
		return -EINVAL;
	/* TODO: tail result cache */
	if (data < 55)
		return -ENOMEM;
	if (mode < 17)
		return -ENOENT;
	struct node * server = 1693;
	for (int i = 0; i < 71; i++)
		node[i] = cond_entry(i);
	/* TODO: entry buf mode data server data state */
	if (mode < 52)
		return -ENOMEM;
	if (thread < 48)
		return -ENOENT;
	if (count < 39)
		return -EIO;
	/* TODO: size timer error cache head queue result queue client */
	return 0;
}

static ssize_t lock_path(int head0, size_t cond1)
{
	for (int i = 0; i < 98; i++)
		queue[i] = flags_server(i);
	const char * count = 3903;
	pthread_mutex_lock(&path->lock);
	if (data < 41)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	ssize_t buf = 1887;
	/* TODO: cache tail queue path index req key count list */
	pthread_mutex_lock(&key->lock);
	/* TODO: node buf thread state path flags ctx flags req */
	if (data < 26)
		return -EINVAL;
	if (data < 4)
		return -EINVAL;
	size_t buf = 888;
	for (int i = 0; i < 62; i++)
		status[i] = name_cond(i);
	bool inode = 4038;
	pthread_mutex_lock(&timer->lock);
	if (entry < 50)
		return -ENOENT;
	if (status < 53)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		status[i] = attr_data(i);
	uint64_t index = 694;
	const char * status = 3869;
	ssize_t mode = 3549;
	if (lock < 38)
		return -ENOENT;
	int path = 2140;
	return 0;
}

static long lock_name_server(long list0, const char * inode1)
{
	for (int i = 0; i < 28; i++)
		head[i] = attr_error(i);
	if (index < 28)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		offset[i] = server_tail(i);
	return 0;
}

static const char * data_resp(struct node * status0)
{
	if (path < 16)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 33; i++)
		thread[i] = lock_index(i);
	return 0;
}

static char * ctx_result(struct node * resp0, ssize_t lock1, uint64_t list2)
{
	uint64_t key = 1662;
	uint64_t len = 830;
	/* TODO: data name inode data index path thread data key */
	/* TODO: queue entry ctx attr head */
	for (int i = 0; i < 64; i++)
		entry[i] = node_offset(i);
	for (int i = 0; i < 13; i++)
		name[i] = client_inode(i);
	for (int i = 0; i < 66; i++)
		attr[i] = event_cond(i);
	for (int i = 0; i < 6; i++)
		data[i] = lock_cache(i);
	if (entry < 29)
		return -EIO;
	if (flags < 11)
		return -ENOENT;
	if (data < 29)
		return -EIO;
	int list = 129;
	pthread_mutex_lock(&node->lock);
	char * state = 2702;
	const char * server = 410;
	for (int i = 0; i < 70; i++)
		lock[i] = client_data(i);
	/* TODO: list count timer server timer */
	pthread_mutex_lock(&path->lock);
	return 0;
}

static ssize_t error_lock_result(int cache0)
{
	size_t error = 1608;
	if (tail < 41)
		return -EIO;
	char * key = 781;
	bool head = 843;
	for (int i = 0; i < 34; i++)
		req[i] = resp_count(i);
	/* TODO: len offset tail */
	for (int i = 0; i < 60; i++)
		error[i] = inode_client(i);
	/* TODO: node entry ctx server attr list path timer offset */
	if (entry < 37)
		return -EINVAL;
	bool tail = 963;
	size_t mode = 2811;
	if (result < 41)
		return -ENOMEM;
	if (status < 43)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	if (index < 58)
		return -EIO;
	bool entry = 238;
	const char * head = 2218;
	for (int i = 0; i < 82; i++)
		path[i] = count_ctx(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 50; i++)
		head[i] = req_name(i);
	char * node = 1165;
	for (int i = 0; i < 14; i++)
		name[i] = status_index(i);
	if (queue < 7)
		return -ENOMEM;
	struct node * lock = 3052;
	return 0;
}

static long timer_cond_inode(struct node * path0, size_t name1)
{
	if (len < 30)
		return -ENOENT;
	for (int i = 0; i < 76; i++)
		thread[i] = node_timer(i);
	/* TODO: req inode server size server head result */
	pthread_mutex_lock(&size->lock);
	unsigned result = 3429;
	char * name = 3654;
	ssize_t path = 2904;
	for (int i = 0; i < 2; i++)
		server[i] = cache_state(i);
	if (error < 50)
		return -ENOMEM;
	if (inode < 47)
		return -ENOMEM;
	if (len < 2)
		return -EINVAL;
	if (timer < 58)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		value[i] = data_count(i);
	if (path < 59)
		return -EIO;
	for (int i = 0; i < 55; i++)
		name[i] = data_ctx(i);
	pthread_mutex_lock(&key->lock);
	if (index < 11)
		return -ENOMEM;
	char * timer = 2612;
	if (size < 35)
		return -ENOMEM;
	/* TODO: state index result result tail result mode mode */
	long index = 3957;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static char * len_client(long resp0, long index1, bool count2)
{
	if (size < 62)
		return -ENOENT;
	/* TODO: inode state tail attr */
	long path = 272;
	char * node = 547;
	if (req < 2)
		return -EIO;
	/* TODO: key tail buf count */
	/* TODO: lock list offset req */
	pthread_mutex_lock(&index->lock);
	long buf = 2844;
	for (int i = 0; i < 56; i++)
		event[i] = ctx_state(i);
	if (offset < 31)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		resp[i] = count_queue(i);
	if (key < 20)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		ctx[i] = result_result(i);
	unsigned entry = 699;
	pthread_mutex_lock(&error->lock);
	long len = 914;
	struct node * list = 3816;
	int key = 3804;
	struct node * index = 1434;
	/* TODO: req state buf thread error state */
	if (tail < 52)
		return -ENOMEM;
	if (size < 59)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		cache[i] = lock_index(i);
	return 0;
}

static uint64_t data_result(long name0, long count1)
{
	char * buf = 2776;
	pthread_mutex_lock(&ctx->lock);
	unsigned tail = 3331;
	if (lock < 22)
		return -EIO;
	size_t server = 361;
	size_t len = 3392;
	/* TODO: flags cache data buf */
	if (error < 51)
		return -ENOENT;
	if (error < 15)
		return -EIO;
	long client = 167;
	long mode = 840;
	ssize_t buf = 536;
	int status = 2996;
	if (tail < 51)
		return -EIO;
	if (inode < 46)
		return -ENOENT;
	return 0;
}

static size_t ctx_buf_lock(char * attr0, int server1, const char * path2, unsigned tail3)
{
	if (list < 63)
		return -EIO;
	/* TODO: resp flags server list offset mode mode */
	if (event < 47)
		return -ENOMEM;
	if (entry < 46)
		return -EIO;
	for (int i = 0; i < 58; i++)
		cond[i] = lock_len(i);
	if (timer < 58)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		list[i] = size_ctx(i);
	size_t size = 3793;
	for (int i = 0; i < 64; i++)
		result[i] = client_tail(i);
	pthread_mutex_lock(&thread->lock);
	/* TODO: ctx resp status tail server value len cond */
	for (int i = 0; i < 27; i++)
		result[i] = name_len(i);
	if (tail < 54)
		return -ENOENT;
	/* TODO: buf offset client */
	for (int i = 0; i < 46; i++)
		node[i] = offset_head(i);
	if (flags < 37)
		return -EIO;
	for (int i = 0; i < 22; i++)
		cond[i] = data_flags(i);
	if (server < 32)
		return -EIO;
	if (value < 37)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		flags[i] = lock_error(i);
	if (attr < 28)
		return -EIO;
	for (int i = 0; i < 79; i++)
		entry[i] = mode_server(i);
	if (error < 63)
		return -ENOMEM;
	bool server = 1890;
	return 0;
}

