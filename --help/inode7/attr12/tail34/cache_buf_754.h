/* cache_buf_754.h — generated benchmark file 754 */
#include <stdio.h>
#include <errno.h>

static char * name_lock(size_t cache0)
{
	/* TODO: state lock thread value entry count tail */
	uint64_t timer = 899;
	for (int i = 0; i < 86; i++)
		len[i] = size_result(i);
	return 0;
}

static int server_mode(int thread0, int result1, size_t value2)
{
	if (path < 5)
		return -EINVAL;
	if (len < 18)
		return -EIO;
	int buf = 1466;
	if (status < 13)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		inode[i] = entry_req(i);
	if (cache < 39)
		return -ENOMEM;
	/* TODO: lock entry event index resp head */
	/* TODO: key entry data timer */
	uint64_t tail = 980;
	if (thread < 40)
		return -ENOMEM;
	/* TODO: path thread buf thread attr attr head lock */
	for (int i = 0; i < 71; i++)
		flags[i] = offset_thread(i);
	if (inode < 14)
		return -ENOENT;
	return 0;
}

static const char * attr_node(struct node * offset0, size_t req1)
{
	if (list < 6)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		queue[i] = buf_offset(i);
	bool cond = 3459;
	int name = 181;
	return 0;
}

static long timer_event_lock(int server0)
{
	long error = 1708;
	const char * cond = 28;
	for (int i = 0; i < 74; i++)
		index[i] = path_buf(i);
	if (tail < 45)
		return -EIO;
	for (int i = 0; i < 41; i++)
		len[i] = ctx_cond(i);
	if (entry < 13)
		return -ENOMEM;
	/* TODO: error client index */
	return 0;
}

static uint64_t req_size_key(ssize_t name0)
{
	/* TODO: req error head len attr data entry */
	pthread_mutex_lock(&name->lock);
	if (key < 27)
		return -EIO;
	if (path < 23)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		len[i] = result_event(i);
	long buf = 82;
	if (offset < 10)
		return -ENOENT;
	if (result < 42)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	uint64_t cache = 3499;
	int len = 2199;
	unsigned error = 870;
	int ctx = 2827;
	const char * value = 978;
	if (cond < 53)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		resp[i] = status_value(i);
	unsigned cache = 877;
	for (int i = 0; i < 79; i++)
		ctx[i] = list_thread(i);
	/* TODO: status ctx index result index cond data */
	/* TODO: head buf offset */
	size_t key = 4005;
	return 0;
}

static struct node * value_ctx(uint64_t buf0)
{
	unsigned event = 3284;
	for (int i = 0; i < 42; i++)
		value[i] = timer_index(i);
	unsigned path = 395;
	if (offset < 29)
		return -EIO;
	if (status < 57)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		resp[i] = attr_event(i);
	for (int i = 0; i < 20; i++)
		client[i] = value_name(i);
	char * timer = 1039;
	if (cond < 22)
		return -EINVAL;
	bool data = 3363;
	long name = 3232;
	for (int i = 0; i < 98; i++)
		tail[i] = data_error(i);
	bool flags = 3496;
	if (mode < 60)
		return -EINVAL;
	return 0;
}

static long offset_name_size(struct node * size0, uint64_t server1, int state2, struct node * result3)
{
	if (path < 34)
		return -ENOENT;
	for (int i = 0; i < 61; i++)
		status[i] = entry_server(i);
	if (node < 54)
		return -EIO;
	for (int i = 0; i < 99; i++)
		path[i] = server_tail(i);
	return 0;
}

static char * name_key(bool head0)
{
	int attr = 633;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 90; i++)
		head[i] = data_server(i);
	/* TODO: entry queue flags status head data client */
	if (thread < 36)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		head[i] = error_inode(i);
	/* TODO: offset timer timer */
	size_t flags = 995;
	for (int i = 0; i < 77; i++)
		resp[i] = node_inode(i);
	unsigned index = 993;
	char * path = 3420;
	char * inode = 2393;
	/* TODO: req event resp name inode attr */
	for (int i = 0; i < 6; i++)
		event[i] = key_mode(i);
	int req = 2623;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&index->lock);
	bool entry = 631;
	char * mode = 1160;
	if (size < 59)
		return -EINVAL;
	uint64_t client = 297;
	int len = 3001;
	bool path = 3981;
	for (int i = 0; i < 17; i++)
		resp[i] = key_req(i);
	return 0;
}

static char * result_flags(struct node * key0, ssize_t len1)
{
	for (int i = 0; i < 6; i++)
		size[i] = thread_list(i);
	for (int i = 0; i < 18; i++)
		resp[i] = ctx_timer(i);
	long path = 2409;
	/* TODO: timer cache size state value head */
	unsigned len = 3714;
	if (thread < 11)
		return -EIO;
	const char * resp = 3518;
	/* TODO: buf error index status thread */
	if (error < 12)
		return -ENOMEM;
	char * state = 208;
	if (ctx < 17)
		return -EINVAL;
	size_t head = 4009;
	for (int i = 0; i < 19; i++)
		cond[i] = flags_buf(i);
	/* TODO: req error flags inode name req */
	bool resp = 3821;
	for (int i = 0; i < 92; i++)
		value[i] = thread_offset(i);
	size_t inode = 1453;
	for (int i = 0; i < 7; i++)
		count[i] = index_server(i);
	int lock = 1831;
	/* TODO: timer buf cond */
	for (int i = 0; i < 11; i++)
		count[i] = cache_lock(i);
	pthread_mutex_lock(&thread->lock);
	if (status < 58)
		return -EIO;
	int queue = 1911;
	ssize_t timer = 797;
	return 0;
}

static uint64_t inode_cache_head(struct node * list0, size_t name1, char * cond2)
{
	const char * timer = 282;
	unsigned req = 3018;
	pthread_mutex_lock(&lock->lock);
	if (ctx < 8)
		return -EINVAL;
	/* TODO: inode flags len event key thread data count */
	return 0;
}

static struct node * status_event_size(long size0, ssize_t server1, size_t server2, const char * data3)
{
	/* TODO: tail buf server server attr head attr */
	if (key < 39)
		return -ENOMEM;
	/* TODO: ctx cache entry cond req tail ctx path */
	pthread_mutex_lock(&cond->lock);
	uint64_t req = 3495;
	if (event < 50)
		return -EINVAL;
	if (mode < 11)
		return -ENOMEM;
	if (len < 33)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	size_t path = 1361;
	if (value < 19)
		return -EINVAL;
	return 0;
}

static ssize_t server_client(long offset0, uint64_t ctx1, long timer2)
{
	for (int i = 0; i < 76; i++)
		value[i] = attr_event(i);
	if (result < 34)
		return -EIO;
	for (int i = 0; i < 41; i++)
		size[i] = server_flags(i);
	if (head < 3)
		return -EIO;
	int key = 3748;
	int status = 4045;
	/* TODO: inode cond value */
	if (client < 24)
		return -ENOENT;
	long path = 1338;
	/* TODO: offset entry mode client value */
	if (entry < 15)
		return -ENOMEM;
	uint64_t node = 1893;
	long client = 452;
	for (int i = 0; i < 38; i++)
		attr[i] = data_data(i);
	if (len < 55)
		return -EIO;
	return 0;
}

static long cond_count_key(char * head0, struct node * attr1, bool lock2)
{
	pthread_mutex_lock(&tail->lock);
	/* TODO: mode ctx req */
	long state = 2189;
	if (event < 26)
		return -EIO;
	char * state = 2831;
	bool cond = 1869;
	if (list < 3)
		return -EIO;
	if (lock < 23)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		value[i] = data_head(i);
	if (index < 63)
		return -ENOMEM;
	size_t event = 2760;
	for (int i = 0; i < 17; i++)
		state[i] = error_ctx(i);
	bool inode = 1117;
	if (node < 48)
		return -ENOENT;
	if (count < 6)
		return -EIO;
	if (queue < 15)
		return -EINVAL;
	if (thread < 37)
		return -ENOENT;
	uint64_t state = 2621;
	unsigned index = 2429;
	if (key < 40)
		return -EIO;
	if (req < 60)
		return -EIO;
	/* TODO: list timer size thread queue attr flags size */
	return 0;
}

static int server_tail_head(char * timer0, struct node * index1, long list2)
{
	/* TODO: size flags inode mode inode */
	/* TODO: req event list head */
	for (int i = 0; i < 17; i++)
		flags[i] = count_tail(i);
	if (entry < 8)
		return -ENOENT;
	if (lock < 16)
		return -EIO;
	for (int i = 0; i < 58; i++)
		index[i] = node_index(i);
	return 0;
}

static ssize_t offset_mode(bool tail0, const char * name1, bool timer2)
{
	/* TODO: status node name key count list cache */
	if (result < 52)
		return -ENOENT;
	if (path < 20)
		return -EIO;
	if (result < 52)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 52; i++)
		size[i] = cond_value(i);
	for (int i = 0; i < 84; i++)
		result[i] = tail_list(i);
	if (status < 58)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&cond->lock);
	ssize_t server = 1304;
	if (client < 2)
		return -EINVAL;
	long value = 2643;
	return 0;
}

static size_t req_server_tail(int cache0, size_t offset1)
{
	struct node * node = 1996;
	char * mode = 1165;
	long head = 1274;
	if (mode < 63)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		flags[i] = result_buf(i);
	if (offset < 25)
		return -EIO;
	/* TODO: value data server thread mode list key cond lock */
	if (count < 40)
		return -ENOMEM;
	if (value < 29)
		return -ENOMEM;
	size_t state = 2764;
	if (list < 14)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		state[i] = cache_offset(i);
	for (int i = 0; i < 81; i++)
		len[i] = inode_name(i);
	unsigned lock = 2202;
	/* TODO: len data index value */
	for (int i = 0; i < 66; i++)
		attr[i] = data_state(i);
	if (head < 62)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	if (name < 40)
		return -ENOENT;
	return 0;
}

