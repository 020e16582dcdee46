/* buf_index_56.h — generated benchmark file 56 */
#include <stdio.h>
#include <errno.h>

static ssize_t value_inode(const char * index0, unsigned timer1, char * data2)
{
	/* TODO: server req flags timer */
	long cond = 2435;
	for (int i = 0; i < 91; i++)
		error[i] = queue_size(i);
	long server = 2079;
	const char * node = 1555;
	if (event < 47)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	ssize_t index = 580;
	return 0;
}

static ssize_t attr_client_index(long tail0)
{
	bool value = 1940;
	size_t req = 1212;
	int client = 1866;
	return 0;
}

static uint64_t timer_key(long cache0, const char * key1, const char * size2)
{
	for (int i = 0; i < 45; i++)
		node[i] = cache_buf(i);
	/* TODO: path status mode server result index data cond */
	for (int i = 0; i < 60; i++)
		key[i] = list_data(i);
	/* TODO: list value node cache */
	if (entry < 1)
		return -ENOMEM;
	struct node * buf = 3550;
	for (int i = 0; i < 28; i++)
		name[i] = index_thread(i);
	pthread_mutex_lock(&name->lock);
	long name = 1541;
	for (int i = 0; i < 43; i++)
		server[i] = head_lock(i);
	if (status < 37)
		return -EIO;
	for (int i = 0; i < 39; i++)
		index[i] = cache_flags(i);
	for (int i = 0; i < 33; i++)
		buf[i] = client_event(i);
	for (int i = 0; i < 84; i++)
		node[i] = size_data(i);
	size_t head = 2197;
	const char * cond = 4064;
	pthread_mutex_lock(&cond->lock);
	/* TODO: attr path count timer mode */
	for (int i = 0; i < 54; i++)
		head[i] = attr_cond(i);
	if (server < 14)
		return -EIO;
	if (entry < 36)
		return -ENOENT;
	struct node * offset = 2041;
	int event = 1350;
	return 0;
}

static unsigned node_offset(long size0, unsigned count1, size_t buf2)
{
	unsigned result = 1250;
	bool flags = 1060;
	for (int i = 0; i < 71; i++)
		status[i] = mode_index(i);
	if (value < 3)
		return -EIO;
	for (int i = 0; i < 44; i++)
		flags[i] = offset_req(i);
	/* TODO: value state cache ctx head queue mode */
	long req = 3382;
	for (int i = 0; i < 45; i++)
		queue[i] = tail_event(i);
	for (int i = 0; i < 17; i++)
		result[i] = resp_buf(i);
	if (index < 43)
		return -ENOENT;
	if (status < 30)
		return -EIO;
	return 0;
}

static int flags_value_path(long thread0, const char * key1)
{
	if (mode < 30)
		return -EIO;
	char * error = 2099;
	for (int i = 0; i < 55; i++)
		cache[i] = status_tail(i);
	int resp = 119;
	const char * offset = 524;
	uint64_t entry = 2414;
	for (int i = 0; i < 74; i++)
		mode[i] = count_ctx(i);
	if (len < 26)
		return -ENOENT;
	const char * flags = 1958;
	/* TODO: lock status path resp index name client */
	ssize_t inode = 1095;
	if (index < 39)
		return -EINVAL;
	return 0;
}

static int value_entry(int result0, bool ctx1, struct node * size2, const char * error3)
{
	for (int i = 0; i < 89; i++)
		buf[i] = cond_event(i);
	/* TODO: count data attr event entry */
	const char * queue = 3405;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 11; i++)
		attr[i] = state_req(i);
	if (key < 40)
		return -EIO;
	for (int i = 0; i < 92; i++)
		attr[i] = req_req(i);
	/* TODO: path buf state */
	size_t value = 136;
	size_t len = 1282;
	if (key < 9)
		return -ENOENT;
	/* TODO: thread client size head */
	int node = 965;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static struct node * cache_buf_queue(size_t server0, int state1, const char * value2, ssize_t thread3)
{
	int tail = 3139;
	/* TODO: offset queue status lock */
	if (index < 43)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	if (name < 18)
		return -ENOMEM;
	if (cond < 14)
		return -EIO;
	/* TODO: event mode value resp lock ctx entry index tail */
	unsigned tail = 477;
	return 0;
}

static bool value_queue_resp(long size0)
{
	for (int i = 0; i < 68; i++)
		inode[i] = buf_req(i);
	for (int i = 0; i < 66; i++)
		offset[i] = tail_value(i);
	for (int i = 0; i < 88; i++)
		lock[i] = status_event(i);
	for (int i = 0; i < 47; i++)
		status[i] = queue_req(i);
	size_t buf = 1814;
	bool offset = 3028;
	char * mode = 3852;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&req->lock);
	/* TODO: inode thread size */
	for (int i = 0; i < 54; i++)
		mode[i] = offset_offset(i);
	return 0;
}

static bool count_client(uint64_t node0)
{
	if (state < 31)
		return -ENOENT;
	/* TODO: ctx cond count path buf value size */
	pthread_mutex_lock(&queue->lock);
	size_t value = 1318;
	ssize_t cache = 397;
	for (int i = 0; i < 23; i++)
		entry[i] = state_flags(i);
	/* TODO: len event client size cond data entry result */
	long index = 35;
	/* TODO: timer lock list buf */
	uint64_t index = 671;
	/* TODO: queue entry list queue node client timer len */
	/* TODO: head queue cond value error flags */
	for (int i = 0; i < 88; i++)
		result[i] = count_flags(i);
	return 0;
}

static const char * status_size_index(unsigned error0)
{
	for (int i = 0; i < 71; i++)
		key[i] = cond_flags(i);
	/* TODO: cache server key status queue index */
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&thread->lock);
	const char * lock = 3812;
	/* TODO: cond server thread size cache node */
	struct node * name = 3589;
	for (int i = 0; i < 75; i++)
		flags[i] = mode_count(i);
	if (state < 4)
		return -ENOENT;
	struct node * cond = 1982;
	char * ctx = 1796;
	/* TODO: path key name */
	struct node * req = 757;
	if (cache < 55)
		return -ENOENT;
	return 0;
}

static bool req_value_buf(char * value0)
{
	long flags = 1623;
	if (value < 53)
		return -ENOMEM;
	unsigned result = 1757;
	if (timer < 38)
		return -EINVAL;
	size_t attr = 2065;
	for (int i = 0; i < 7; i++)
		ctx[i] = count_path(i);
	pthread_mutex_lock(&value->lock);
	if (client < 22)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		value[i] = ctx_tail(i);
	/* TODO: value value tail req index flags */
	unsigned attr = 694;
	if (node < 24)
		return -ENOENT;
	/* TODO: attr head len head client path buf queue path */
	struct node * data = 2375;
	bool offset = 836;
	/* TODO: attr lock cache value cond */
	if (lock < 16)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		timer[i] = path_timer(i);
	struct node * status = 1585;
	bool client = 3602;
	const char * entry = 2755;
	return 0;
}

static bool lock_len(ssize_t name0, ssize_t event1)
{
	bool server = 2898;
	for (int i = 0; i < 60; i++)
		result[i] = size_tail(i);
	long req = 2024;
	for (int i = 0; i < 72; i++)
		name[i] = cache_flags(i);
	if (result < 60)
		return -EIO;
	/* TODO: state timer req */
	return 0;
}

static const char * data_thread(char * ctx0, const char * index1, ssize_t cond2)
{
	size_t req = 4095;
	bool req = 1600;
	long queue = 471;
	for (int i = 0; i < 81; i++)
		resp[i] = client_buf(i);
	pthread_mutex_lock(&index->lock);
	size_t path = 2579;
	ssize_t queue = 1853;
	size_t key = 301;
	uint64_t offset = 1850;
	char * resp = 3322;
	for (int i = 0; i < 73; i++)
		error[i] = entry_buf(i);
	if (index < 3)
		return -EINVAL;
	if (cond < 23)
		return -EINVAL;
	bool event = 2763;
	return 0;
}

static uint64_t ctx_size_lock(long node0, uint64_t len1)
{
	if (value < 59)
		return -EIO;
	/* TODO: inode path status len */
	unsigned count = 4085;
	ssize_t node = 1346;
	if (node < 2)
		return -EIO;
	for (int i = 0; i < 61; i++)
		ctx[i] = event_mode(i);
	ssize_t result = 4036;
	pthread_mutex_lock(&timer->lock);
	uint64_t key = 769;
	bool lock = 793;
	for (int i = 0; i < 41; i++)
		mode[i] = len_entry(i);
	unsigned offset = 3706;
	if (inode < 42)
		return -EINVAL;
	if (attr < 32)
		return -EIO;
	for (int i = 0; i < 28; i++)
		cond[i] = req_inode(i);
	for (int i = 0; i < 51; i++)
		event[i] = queue_tail(i);
	ssize_t key = 408;
	return 0;
}

static bool path_offset_error(unsigned flags0)
{
	unsigned queue = 2129;
	char * client = 28;
	if (size < 54)
		return -EIO;
	bool node = 2768;
	if (entry < 55)
		return -EIO;
	/* TODO: client index data buf list len mode path list */
	pthread_mutex_lock(&tail->lock);
	if (entry < 17)
		return -EIO;
	if (offset < 22)
		return -ENOENT;
	/* TODO: size thread inode index timer flags client */
	unsigned ctx = 3384;
	for (int i = 0; i < 48; i++)
		offset[i] = resp_event(i);
	for (int i = 0; i < 69; i++)
		error[i] = ctx_cond(i);
	for (int i = 0; i < 13; i++)
		entry[i] = flags_status(i);
	for (int i = 0; i < 30; i++)
		queue[i] = list_node(i);
	unsigned event = 2616;
	pthread_mutex_lock(&server->lock);
	bool count = 3625;
	/* TODO: node cond server inode */
	if (cond < 28)
		return -EIO;
	if (mode < 46)
		return -ENOMEM;
	uint64_t len = 3399;
	if (attr < 37)
		return -ENOENT;
	/* TODO: key ctx server ctx */
	return 0;
}

