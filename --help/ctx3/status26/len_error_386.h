/* len_error_386.h — generated benchmark file 386 */
#include <stdio.h>
#include <errno.h>

static bool data_thread_value(size_t state0)
{
	if (len < 14)
		return -EINVAL;
	if (name < 21)
		return -EIO;
	if (mode < 33)
		return -ENOMEM;
	/* TODO: path attr buf list event resp status */
	if (count < 41)
		return -ENOMEM;
	if (cache < 18)
		return -EINVAL;
	ssize_t timer = 873;
	struct node * len = 2278;
	for (int i = 0; i < 18; i++)
		client[i] = cond_mode(i);
	unsigned node = 1229;
	int key = 3959;
	if (data < 8)
		return -ENOENT;
	ssize_t value = 2285;
	if (cond < 51)
		return -EIO;
	bool req = 1131;
	if (lock < 13)
		return -EINVAL;
	if (resp < 3)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		size[i] = inode_status(i);
	int ctx = 2776;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 89; i++)
		status[i] = thread_tail(i);
	/* TODO: list index client queue head ctx thread entry */
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 55; i++)
		len[i] = ctx_event(i);
	if (tail < 51)
		return -EIO;
	return 0;
}

static uint64_t queue_node_head(size_t name0, char * resp1, bool index2)
{
	if (key < 53)
		return -EIO;
	uint64_t name = 2983;
	long thread = 1697;
	unsigned node = 2049;
	int thread = 1066;
	/* TODO: len flags error cond cache state thread */
	if (index < 13)
		return -ENOENT;
	if (flags < 49)
		return -EINVAL;
	int size = 309;
	uint64_t mode = 3106;
	size_t client = 2542;
	for (int i = 0; i < 67; i++)
		req[i] = attr_thread(i);
	uint64_t data = 2786;
	/* TODO: key name server */
	if (node < 7)
		return -ENOENT;
	int buf = 2379;
	for (int i = 0; i < 11; i++)
		resp[i] = len_queue(i);
	return 0;
}

static int key_status_len(bool cond0, ssize_t value1, struct node * node2)
{
	/* TODO: data index mode lock entry list timer */
	size_t inode = 1183;
	for (int i = 0; i < 75; i++)
		data[i] = ctx_client(i);
	if (state < 61)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		count[i] = ctx_key(i);
	for (int i = 0; i < 82; i++)
		node[i] = state_timer(i);
	for (int i = 0; i < 61; i++)
		inode[i] = value_status(i);
	pthread_mutex_lock(&cache->lock);
	if (lock < 22)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		inode[i] = index_count(i);
	pthread_mutex_lock(&flags->lock);
	if (timer < 24)
		return -EIO;
	bool entry = 2007;
	return 0;
}

static size_t head_queue_path(ssize_t cond0)
{
	for (int i = 0; i < 24; i++)
		thread[i] = cond_client(i);
	pthread_mutex_lock(&result->lock);
	if (offset < 32)
		return -ENOENT;
	/* TODO: data error list error cond len */
	if (queue < 5)
		return -ENOENT;
	if (req < 58)
		return -ENOMEM;
	/* TODO: key path queue entry queue status buf size data */
	if (inode < 40)
		return -ENOMEM;
	for (int i = 0; i < 23; i++)
		lock[i] = tail_mode(i);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 38; i++)
		head[i] = ctx_inode(i);
	long inode = 2519;
	/* TODO: offset len queue error offset error head */
	/* TODO: size buf cond size attr queue entry key */
	return 0;
}

static size_t cache_mode(ssize_t server0)
{
	/* TODO: offset inode size mode attr tail */
	if (key < 23)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	struct node * queue = 291;
	if (head < 16)
		return -ENOENT;
	return 0;
}

static bool node_lock_lock(unsigned thread0, int error1)
{
	for (int i = 0; i < 4; i++)
		list[i] = size_queue(i);
	/* TODO: client mode index mode queue */
	if (state < 9)
		return -ENOENT;
	if (error < 64)
		return -ENOMEM;
	if (result < 61)
		return -ENOENT;
	/* TODO: list cond path client ctx head timer entry mode */
	if (len < 28)
		return -ENOENT;
	if (buf < 7)
		return -EINVAL;
	/* TODO: req cond data */
	if (count < 13)
		return -ENOMEM;
	if (size < 2)
		return -ENOMEM;
	ssize_t state = 882;
	unsigned resp = 640;
	if (entry < 50)
		return -EINVAL;
	if (inode < 8)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	long attr = 1247;
	if (offset < 28)
		return -EIO;
	if (list < 42)
		return -EIO;
	return 0;
}

static uint64_t server_key_client(struct node * value0, int key1, ssize_t node2, struct node * size3)
{
	uint64_t size = 2812;
	/* TODO: cond mode req error index error value data cache */
	unsigned cache = 1632;
	for (int i = 0; i < 37; i++)
		count[i] = event_len(i);
	size_t key = 2760;
	int ctx = 2415;
	return 0;
}

static size_t mode_path(int path0, size_t count1, int flags2)
{
	if (status < 29)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 99; i++)
		key[i] = flags_error(i);
	/* TODO: data buf client */
	/* TODO: size cond cache */
	if (size < 3)
		return -EIO;
	return 0;
}

static const char * list_event_client(long mode0)
{
	const char * error = 3856;
	for (int i = 0; i < 11; i++)
		name[i] = timer_server(i);
	unsigned mode = 549;
	for (int i = 0; i < 65; i++)
		count[i] = tail_lock(i);
	if (event < 17)
		return -ENOMEM;
	uint64_t state = 2397;
	pthread_mutex_lock(&client->lock);
	if (index < 32)
		return -EIO;
	if (cond < 51)
		return -ENOMEM;
	/* TODO: client server buf cond client thread tail error buf */
	long offset = 31;
	if (entry < 22)
		return -ENOENT;
	size_t data = 2308;
	size_t server = 3502;
	unsigned name = 394;
	for (int i = 0; i < 40; i++)
		mode[i] = node_state(i);
	char * status = 2095;
	char * node = 2221;
	if (tail < 14)
		return -EINVAL;
	for (int i = 0; i < 21; i++)
		server[i] = state_thread(i);
	for (int i = 0; i < 71; i++)
		len[i] = tail_result(i);
	char * event = 757;
	return 0;
}

static size_t event_offset(uint64_t queue0, ssize_t lock1, long attr2, struct node * cache3)
{
	if (size < 56)
		return -ENOENT;
	long count = 2254;
	if (head < 12)
		return -EIO;
	if (lock < 15)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		server[i] = tail_inode(i);
	if (tail < 32)
		return -ENOMEM;
	unsigned head = 1926;
	for (int i = 0; i < 18; i++)
		thread[i] = resp_entry(i);
	for (int i = 0; i < 19; i++)
		timer[i] = key_resp(i);
	if (count < 9)
		return -ENOENT;
	struct node * cache = 1315;
	char * error = 3645;
	for (int i = 0; i < 14; i++)
		cache[i] = thread_req(i);
	size_t list = 281;
	if (entry < 59)
		return -EIO;
	return 0;
}

static bool cache_path(char * lock0)
{
	/* TODO: mode lock state */
	for (int i = 0; i < 55; i++)
		len[i] = size_index(i);
	size_t buf = 624;
	ssize_t status = 1110;
	pthread_mutex_lock(&index->lock);
	if (data < 41)
		return -EIO;
	if (data < 47)
		return -ENOMEM;
	int inode = 1243;
	if (index < 58)
		return -ENOENT;
	long result = 3425;
	/* TODO: error size head count len entry */
	for (int i = 0; i < 66; i++)
		data[i] = data_error(i);
	/* TODO: server buf flags state size count event buf */
	if (req < 13)
		return -EIO;
	for (int i = 0; i < 31; i++)
		error[i] = timer_path(i);
	bool resp = 960;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 22; i++)
		timer[i] = cond_path(i);
	return 0;
}

static ssize_t status_thread_len(uint64_t result0, unsigned cache1, unsigned node2, ssize_t status3)
{
	pthread_mutex_lock(&cond->lock);
	/* TODO: cache flags status cache flags */
	/* TODO: cache thread ctx */
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 5; i++)
		state[i] = count_buf(i);
	for (int i = 0; i < 37; i++)
		value[i] = flags_key(i);
	if (data < 27)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		head[i] = count_entry(i);
	for (int i = 0; i < 60; i++)
		attr[i] = error_buf(i);
	for (int i = 0; i < 100; i++)
		ctx[i] = buf_list(i);
	long status = 3866;
	for (int i = 0; i < 68; i++)
		name[i] = error_node(i);
	if (client < 34)
		return -EINVAL;
	if (lock < 48)
		return -ENOENT;
	bool status = 4041;
	struct node * lock = 3678;
	return 0;
}

static ssize_t mode_lock_status(struct node * key0, struct node * state1, char * queue2, const char * offset3)
{
	for (int i = 0; i < 10; i++)
		node[i] = lock_value(i);
	size_t data = 2730;
	uint64_t mode = 3694;
	pthread_mutex_lock(&count->lock);
	if (list < 40)
		return -EINVAL;
	bool lock = 569;
	pthread_mutex_lock(&len->lock);
	const char * list = 1598;
	struct node * client = 3967;
	if (lock < 55)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	if (path < 17)
		return -EIO;
	if (node < 35)
		return -EINVAL;
	/* TODO: path queue data */
	for (int i = 0; i < 72; i++)
		head[i] = thread_index(i);
	if (status < 25)
		return -ENOENT;
	const char * status = 1897;
	return 0;
}

