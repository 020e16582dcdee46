/* req_buf_932.c — generated benchmark file 932 */
#include <stdio.h>
#include <errno.h>

static const char * list_size(bool list0, ssize_t ctx1, size_t size2)
{
	unsigned node = 980;
	if (result < 52)
		return -EIO;
	if (len < 15)
		return -EIO;
	/* TODO: queue offset list name */
	size_t len = 1197;
	int index = 285;
	if (name < 14)
		return -ENOENT;
	if (client < 40)
		return -ENOENT;
	struct node * lock = 1408;
	size_t attr = 3142;
	if (event < 4)
		return -ENOMEM;
	/* TODO: inode data flags */
	uint64_t cache = 454;
	for (int i = 0; i < 2; i++)
		index[i] = list_count(i);
	for (int i = 0; i < 97; i++)
		cond[i] = event_list(i);
	struct node * cache = 2309;
	if (resp < 6)
		return -EIO;
	if (inode < 43)
		return -ENOENT;
	long head = 2406;
	for (int i = 0; i < 86; i++)
		queue[i] = value_value(i);
	if (state < 24)
		return -EINVAL;
	return 0;
}

static struct node * resp_server_index(bool cond0, struct node * lock1)
{
	if (inode < 25)
		return -ENOENT;
	if (client < 61)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		req[i] = mode_flags(i);
	for (int i = 0; i < 72; i++)
		head[i] = offset_entry(i);
	uint64_t inode = 2264;
	if (len < 38)
		return -ENOMEM;
	/* TODO: req event queue timer */
	for (int i = 0; i < 27; i++)
		len[i] = value_queue(i);
	return 0;
}

static unsigned flags_queue_head(struct node * timer0)
{
	/* TODO: cond status cond status result req inode queue inode */
	struct node * server = 1410;
	if (list < 14)
		return -ENOMEM;
	int flags = 1080;
	for (int i = 0; i < 78; i++)
		thread[i] = cache_queue(i);
	if (flags < 64)
		return -ENOMEM;
	for (int i = 0; i < 85; i++)
		cache[i] = client_inode(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 32; i++)
		index[i] = thread_name(i);
	if (cond < 53)
		return -ENOMEM;
	size_t req = 1719;
	/* TODO: result cache list */
	if (data < 55)
		return -EINVAL;
	int lock = 3101;
	if (req < 32)
		return -EIO;
	long ctx = 232;
	for (int i = 0; i < 84; i++)
		offset[i] = mode_server(i);
	int entry = 590;
	bool head = 2399;
	bool state = 3463;
	size_t timer = 1441;
	if (name < 37)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	if (server < 22)
		return -EINVAL;
	long ctx = 1518;
	return 0;
}

static bool queue_resp_result(long cond0, bool req1, const char * timer2)
{
	for (int i = 0; i < 42; i++)
		lock[i] = key_server(i);
	/* TODO: queue attr client attr index timer ctx */
	if (attr < 23)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		result[i] = key_event(i);
	/* TODO: client node state node flags key */
	if (entry < 64)
		return -EIO;
	ssize_t ctx = 2059;
	uint64_t key = 3643;
	if (queue < 59)
		return -EINVAL;
	if (attr < 10)
		return -ENOMEM;
	for (int i = 0; i < 96; i++)
		resp[i] = timer_ctx(i);
	if (status < 7)
		return -ENOENT;
	/* TODO: mode client thread */
	for (int i = 0; i < 42; i++)
		value[i] = size_lock(i);
	if (node < 6)
		return -ENOENT;
	uint64_t req = 3563;
	if (key < 45)
		return -EINVAL;
	/* TODO: state state name thread error head req tail mode */
	/* TODO: entry len queue resp */
	for (int i = 0; i < 39; i++)
		event[i] = event_size(i);
	pthread_mutex_lock(&client->lock);
	struct node * tail = 262;
	size_t tail = 3651;
	bool inode = 2772;
	int index = 4026;
	return 0;
}

static const char * buf_value(uint64_t state0, unsigned server1, char * thread2, ssize_t len3)
{
	if (key < 45)
		return -ENOENT;
	int mode = 2873;
	if (entry < 47)
		return -ENOMEM;
	if (entry < 10)
		return -ENOENT;
	if (flags < 2)
		return -EINVAL;
	if (status < 61)
		return -ENOENT;
	return 0;
}

static struct node * timer_path(const char * client0, const char * key1)
{
	ssize_t cond = 1834;
	/* TODO: buf result result len */
	int inode = 2497;
	for (int i = 0; i < 88; i++)
		node[i] = timer_client(i);
	bool index = 2088;
	const char * ctx = 1078;
	if (error < 53)
		return -ENOMEM;
	struct node * name = 2359;
	/* TODO: inode ctx resp */
	if (mode < 10)
		return -ENOENT;
	struct node * path = 1846;
	pthread_mutex_lock(&attr->lock);
	if (event < 40)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		error[i] = event_count(i);
	for (int i = 0; i < 44; i++)
		client[i] = timer_path(i);
	return 0;
}

static char * flags_inode(struct node * path0, unsigned key1)
{
	/* TODO: event node resp client ctx len resp */
	if (ctx < 24)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	if (resp < 14)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		index[i] = buf_ctx(i);
	uint64_t status = 1963;
	for (int i = 0; i < 95; i++)
		offset[i] = ctx_value(i);
	bool inode = 658;
	const char * error = 3692;
	uint64_t server = 101;
	for (int i = 0; i < 98; i++)
		key[i] = node_index(i);
	ssize_t result = 3866;
	for (int i = 0; i < 75; i++)
		cond[i] = lock_offset(i);
	uint64_t len = 2103;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 58; i++)
		cache[i] = result_key(i);
	uint64_t cond = 1417;
	/* TODO: entry index entry size count timer flags */
	for (int i = 0; i < 77; i++)
		status[i] = queue_index(i);
	return 0;
}

static size_t path_status(size_t client0)
{
	const char * value = 2368;
	size_t key = 1904;
	pthread_mutex_lock(&result->lock);
	if (offset < 40)
		return -EINVAL;
	char * result = 2855;
	if (tail < 44)
		return -ENOMEM;
	/* TODO: path queue cond */
	struct node * offset = 273;
	long index = 46;
	unsigned buf = 2955;
	int cond = 2025;
	long head = 2948;
	for (int i = 0; i < 94; i++)
		state[i] = server_inode(i);
	for (int i = 0; i < 39; i++)
		data[i] = req_entry(i);
	if (state < 42)
		return -ENOMEM;
	char * name = 2802;
	return 0;
}

static bool inode_entry(struct node * index0, uint64_t cache1, unsigned path2, uint64_t thread3)
{
	if (resp < 58)
		return -ENOMEM;
	/* TODO: client entry cond value path path */
	if (buf < 53)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	if (list < 13)
		return -ENOMEM;
	long head = 3779;
	if (len < 60)
		return -ENOENT;
	/* TODO: entry cond buf state */
	/* TODO: data name flags req buf attr */
	for (int i = 0; i < 67; i++)
		node[i] = entry_key(i);
	if (index < 60)
		return -ENOMEM;
	/* TODO: cache offset status ctx attr status server count */
	if (index < 39)
		return -ENOMEM;
	/* TODO: mode ctx ctx resp */
	/* TODO: len count tail server server lock flags mode timer */
	uint64_t inode = 723;
	if (offset < 14)
		return -EINVAL;
	unsigned lock = 243;
	if (resp < 49)
		return -ENOENT;
	unsigned entry = 1473;
	return 0;
}

static size_t queue_head(bool flags0, bool key1)
{
	/* TODO: flags entry status thread buf lock key */
	size_t flags = 2963;
	if (tail < 1)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	/* TODO: buf size error list head error value server error */
	unsigned mode = 2221;
	/* TODO: req name head data head flags result */
	for (int i = 0; i < 37; i++)
		error[i] = queue_node(i);
	pthread_mutex_lock(&result->lock);
	uint64_t value = 31;
	/* TODO: cond list count cache */
	char * ctx = 1958;
	return 0;
}

static size_t result_state_ctx(bool flags0)
{
	if (cond < 59)
		return -EIO;
	for (int i = 0; i < 57; i++)
		status[i] = count_result(i);
	struct node * flags = 271;
	/* TODO: tail size node data lock count flags queue resp */
	ssize_t tail = 1837;
	char * attr = 593;
	if (data < 42)
		return -ENOMEM;
	if (offset < 20)
		return -ENOENT;
	/* TODO: cache value timer flags */
	if (flags < 51)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 63; i++)
		event[i] = len_entry(i);
	/* TODO: ctx len req buf status */
	/* TODO: thread entry thread buf state attr cache key */
	pthread_mutex_lock(&offset->lock);
	/* TODO: queue ctx len timer len */
	ssize_t lock = 809;
	if (thread < 25)
		return -ENOMEM;
	return 0;
}

static ssize_t thread_value(struct node * event0)
{
	ssize_t head = 2205;
	bool value = 643;
	pthread_mutex_lock(&state->lock);
	/* TODO: list queue head tail server */
	for (int i = 0; i < 45; i++)
		node[i] = queue_server(i);
	/* TODO: server mode inode state */
	ssize_t inode = 2797;
	return 0;
}

static int server_list(size_t count0, int error1)
{
	/* TODO: cond offset path tail event event mode node */
	struct node * mode = 816;
	if (entry < 13)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	ssize_t list = 902;
	bool node = 1939;
	for (int i = 0; i < 93; i++)
		entry[i] = status_req(i);
	unsigned lock = 1545;
	for (int i = 0; i < 19; i++)
		state[i] = len_resp(i);
	for (int i = 0; i < 33; i++)
		status[i] = cache_state(i);
	if (attr < 22)
		return -ENOENT;
	uint64_t buf = 2581;
	for (int i = 0; i < 3; i++)
		count[i] = attr_value(i);
	for (int i = 0; i < 38; i++)
		ctx[i] = len_list(i);
	unsigned result = 1172;
	int path = 3636;
	for (int i = 0; i < 50; i++)
		server[i] = error_cache(i);
	bool queue = 1220;
	pthread_mutex_lock(&status->lock);
	/* TODO: thread entry client node status ctx */
	return 0;
}

