/* mode_tail_918.c — generated benchmark file 918 */
#include <stdio.h>
#include <errno.h>

static bool buf_node_result(long offset0, uint64_t thread1, const char * buf2)
{
	char * buf = 1518;
	const char * state = 134;
	if (data < 4)
		return -EIO;
	struct node * lock = 2742;
	if (state < 45)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		cache[i] = client_path(i);
	if (entry < 6)
		return -EIO;
	if (event < 41)
		return -ENOENT;
	size_t size = 3668;
	return 0;
}

static ssize_t cache_path(const char * flags0, int len1, size_t path2)
{
	if (name < 7)
		return -EIO;
	size_t count = 3000;
	for (int i = 0; i < 39; i++)
		lock[i] = flags_count(i);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 42; i++)
		value[i] = mode_data(i);
	uint64_t cache = 1426;
	if (key < 45)
		return -ENOENT;
	/* TODO: node len cond event count entry */
	if (entry < 2)
		return -EIO;
	if (name < 38)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static char * event_state(bool entry0, char * path1, struct node * thread2)
{
	for (int i = 0; i < 19; i++)
		key[i] = thread_cond(i);
	ssize_t ctx = 4089;
	if (head < 21)
		return -ENOENT;
	if (cond < 7)
		return -ENOMEM;
	bool mode = 1970;
	pthread_mutex_lock(&state->lock);
	size_t head = 958;
	for (int i = 0; i < 27; i++)
		cache[i] = len_attr(i);
	struct node * attr = 701;
	unsigned timer = 1832;
	pthread_mutex_lock(&queue->lock);
	if (timer < 31)
		return -ENOENT;
	if (client < 63)
		return -ENOMEM;
	/* TODO: state attr timer cond entry event data */
	for (int i = 0; i < 80; i++)
		path[i] = flags_cond(i);
	if (state < 34)
		return -EIO;
	if (head < 44)
		return -ENOMEM;
	unsigned node = 3416;
	pthread_mutex_lock(&state->lock);
	/* TODO: data server list state size */
	if (lock < 17)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	if (flags < 39)
		return -ENOMEM;
	return 0;
}

static size_t status_state_buf(ssize_t offset0, const char * tail1, const char * size2, unsigned inode3)
{
	for (int i = 0; i < 72; i++)
		client[i] = client_flags(i);
	/* TODO: inode result req tail mode */
	for (int i = 0; i < 85; i++)
		path[i] = req_timer(i);
	ssize_t inode = 79;
	bool queue = 3727;
	int head = 93;
	/* TODO: offset timer mode ctx */
	uint64_t data = 3233;
	/* TODO: head len buf head */
	const char * head = 1351;
	return 0;
}

static const char * count_timer_cache(uint64_t node0)
{
	const char * key = 2532;
	/* TODO: offset name count state error buf */
	uint64_t timer = 3086;
	const char * inode = 3783;
	uint64_t timer = 3301;
	int path = 2001;
	for (int i = 0; i < 69; i++)
		client[i] = key_mode(i);
	for (int i = 0; i < 31; i++)
		name[i] = req_value(i);
	if (lock < 21)
		return -EIO;
	if (cache < 50)
		return -EINVAL;
	if (len < 36)
		return -ENOENT;
	return 0;
}

static int thread_list(ssize_t attr0, char * list1, size_t status2, char * name3)
{
	unsigned event = 3888;
	/* TODO: status inode ctx offset status */
	/* TODO: path size attr server data value entry req status */
	if (key < 57)
		return -EINVAL;
	if (lock < 15)
		return -ENOENT;
	/* TODO: tail result client timer entry state */
	size_t value = 1455;
	uint64_t lock = 1779;
	pthread_mutex_lock(&cache->lock);
	struct node * thread = 345;
	const char * req = 2304;
	char * list = 3206;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 52; i++)
		head[i] = key_status(i);
	if (len < 14)
		return -ENOMEM;
	unsigned entry = 3526;
	/* TODO: count len state timer entry */
	for (int i = 0; i < 50; i++)
		event[i] = tail_state(i);
	ssize_t resp = 1297;
	/* TODO: cache status server node entry inode tail head error */
	for (int i = 0; i < 84; i++)
		cache[i] = resp_req(i);
	if (name < 27)
		return -ENOENT;
	return 0;
}

static bool entry_buf(struct node * cond0, const char * name1)
{
	if (count < 29)
		return -EINVAL;
	/* TODO: head result head req index */
	uint64_t entry = 2299;
	if (name < 6)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	char * client = 744;
	size_t ctx = 2224;
	if (cond < 39)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 19; i++)
		head[i] = cache_client(i);
	/* TODO: thread offset result event node index cache len */
	/* TODO: ctx ctx flags value queue cache server queue node */
	if (head < 32)
		return -EINVAL;
	/* TODO: req error queue */
	bool name = 432;
	for (int i = 0; i < 56; i++)
		inode[i] = head_result(i);
	if (flags < 4)
		return -EINVAL;
	for (int i = 0; i < 79; i++)
		index[i] = value_req(i);
	if (len < 9)
		return -ENOMEM;
	uint64_t cache = 3911;
	return 0;
}

static char * list_flags_list(char * data0, long cond1)
{
	if (tail < 56)
		return -EIO;
	ssize_t result = 2735;
	for (int i = 0; i < 32; i++)
		path[i] = index_ctx(i);
	/* TODO: size req thread client status size value tail */
	if (result < 54)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		server[i] = attr_mode(i);
	ssize_t inode = 2547;
	if (resp < 62)
		return -EIO;
	char * offset = 2273;
	return 0;
}

static bool attr_key(unsigned head0, char * inode1, unsigned resp2, char * cond3)
{
	/* TODO: len count flags node cache event */
	if (inode < 14)
		return -EIO;
	if (ctx < 10)
		return -EINVAL;
	if (thread < 40)
		return -EIO;
	for (int i = 0; i < 17; i++)
		count[i] = event_mode(i);
	if (status < 55)
		return -ENOENT;
	if (client < 45)
		return -ENOMEM;
	/* TODO: attr index entry tail state entry head req server */
	char * status = 837;
	if (ctx < 33)
		return -ENOMEM;
	char * name = 348;
	/* TODO: lock tail list data resp node inode */
	return 0;
}

static ssize_t tail_offset(char * offset0, bool error1, size_t path2)
{
	/* TODO: size lock offset */
	for (int i = 0; i < 73; i++)
		event[i] = cond_index(i);
	pthread_mutex_lock(&data->lock);
	if (thread < 34)
		return -EIO;
	for (int i = 0; i < 89; i++)
		attr[i] = path_client(i);
	/* TODO: client inode index inode result value name state */
	for (int i = 0; i < 29; i++)
		client[i] = state_cond(i);
	const char * resp = 579;
	int timer = 396;
	for (int i = 0; i < 53; i++)
		len[i] = size_ctx(i);
	for (int i = 0; i < 23; i++)
		server[i] = list_thread(i);
	const char * resp = 2713;
	if (mode < 13)
		return -EINVAL;
	char * ctx = 1754;
	if (size < 22)
		return -ENOMEM;
	struct node * name = 841;
	/* TODO: cache offset head */
	/* TODO: queue value flags key */
	unsigned event = 2697;
	return 0;
}

static int thread_error_entry(size_t key0, unsigned client1, char * lock2)
{
	/* TODO: queue lock name len error mode */
	/* TODO: list value lock offset name len */
	if (req < 56)
		return -EINVAL;
	return 0;
}

static char * index_mode(size_t count0, const char * ctx1)
{
	for (int i = 0; i < 88; i++)
		cond[i] = cache_index(i);
	char * buf = 3506;
	bool lock = 3158;
	struct node * error = 1454;
	for (int i = 0; i < 73; i++)
		value[i] = data_path(i);
	if (error < 12)
		return -EINVAL;
	return 0;
}

static bool thread_event(size_t attr0)
{
	/* TODO: inode resp attr timer size event */
	unsigned mode = 3905;
	if (inode < 27)
		return -ENOMEM;
	const char * count = 2675;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 54; i++)
		size[i] = count_client(i);
	if (node < 53)
		return -EINVAL;
	struct node * error = 2045;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 56; i++)
		data[i] = inode_server(i);
	return 0;
}

static size_t thread_ctx_count(const char * event0)
{
	for (int i = 0; i < 40; i++)
		size[i] = state_len(i);
	/* TODO: key node ctx data mode */
	pthread_mutex_lock(&resp->lock);
	if (req < 63)
		return -EINVAL;
	unsigned head = 459;
	for (int i = 0; i < 34; i++)
		cond[i] = len_queue(i);
	pthread_mutex_lock(&result->lock);
	if (inode < 18)
		return -EIO;
	ssize_t error = 380;
	ssize_t mode = 741;
	for (int i = 0; i < 99; i++)
		event[i] = cond_value(i);
	for (int i = 0; i < 75; i++)
		queue[i] = queue_server(i);
	for (int i = 0; i < 89; i++)
		server[i] = result_error(i);
	for (int i = 0; i < 34; i++)
		client[i] = head_client(i);
	for (int i = 0; i < 12; i++)
		name[i] = thread_entry(i);
	pthread_mutex_lock(&name->lock);
	/* TODO: inode event tail req resp event index event event */
	unsigned node = 2055;
	pthread_mutex_lock(&req->lock);
	size_t entry = 126;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 55; i++)
		result[i] = value_client(i);
	return 0;
}

