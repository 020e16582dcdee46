/* cache_attr_838.c — generated benchmark file 838 */
#include <stdio.h>
#include <errno.h>

static int tail_value_flags(long tail0, struct node * node1, int head2)
{
	pthread_mutex_lock(&buf->lock);
	int thread = 1702;
	pthread_mutex_lock(&queue->lock);
	size_t index = 1080;
	pthread_mutex_lock(&size->lock);
	size_t mode = 67;
	for (int i = 0; i < 84; i++)
		flags[i] = buf_cond(i);
	/* TODO: node value len server node server attr state timer */
	/* TODO: index resp key */
	if (count < 42)
		return -EIO;
	/* TODO: buf value offset tail state data key inode index */
	/* TODO: state value head list lock len queue count */
	if (cond < 50)
		return -ENOENT;
	return 0;
}

static bool name_resp(struct node * index0)
{
	if (value < 45)
		return -ENOMEM;
	/* TODO: inode cond ctx name client */
	for (int i = 0; i < 52; i++)
		count[i] = server_error(i);
	struct node * ctx = 864;
	return 0;
}

static unsigned mode_path(struct node * server0, bool mode1, const char * head2, struct node * cache3)
{
	if (name < 12)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		event[i] = index_req(i);
	for (int i = 0; i < 31; i++)
		result[i] = req_attr(i);
	if (tail < 37)
		return -EIO;
	/* TODO: result queue client queue buf len head tail thread */
	const char * head = 2012;
	return 0;
}

static unsigned tail_cache_entry(struct node * attr0)
{
	unsigned thread = 3019;
	if (cache < 56)
		return -ENOMEM;
	bool ctx = 32;
	struct node * queue = 2738;
	for (int i = 0; i < 12; i++)
		list[i] = event_resp(i);
	if (size < 24)
		return -EINVAL;
	const char * tail = 2544;
	/* TODO: result resp buf thread tail node */
	for (int i = 0; i < 79; i++)
		error[i] = state_cond(i);
	/* TODO: node status path count state inode */
	pthread_mutex_lock(&entry->lock);
	int mode = 573;
	return 0;
}

static uint64_t req_inode(size_t queue0, struct node * count1, struct node * offset2)
{
	/* TODO: error resp buf node cache */
	for (int i = 0; i < 10; i++)
		attr[i] = cache_resp(i);
	uint64_t index = 1983;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&error->lock);
	/* TODO: req event flags tail result timer size size */
	/* TODO: tail state queue tail attr queue tail thread status */
	if (server < 17)
		return -EIO;
	bool queue = 3496;
	if (lock < 50)
		return -EINVAL;
	if (size < 63)
		return -ENOENT;
	/* TODO: size server name buf timer offset */
	struct node * entry = 2801;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 75; i++)
		key[i] = event_req(i);
	char * index = 2065;
	char * entry = 3664;
	pthread_mutex_lock(&attr->lock);
	/* TODO: list cond node ctx head event count key buf */
	ssize_t tail = 1352;
	for (int i = 0; i < 31; i++)
		client[i] = thread_path(i);
	uint64_t ctx = 3394;
	return 0;
}

static struct node * count_buf_lock(long thread0, char * entry1, const char * inode2)
{
	if (buf < 30)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		status[i] = req_client(i);
	bool index = 3775;
	for (int i = 0; i < 36; i++)
		node[i] = buf_head(i);
	/* TODO: name data len error error value */
	ssize_t buf = 1884;
	if (buf < 45)
		return -EINVAL;
	size_t node = 3672;
	for (int i = 0; i < 46; i++)
		flags[i] = timer_result(i);
	const char * path = 464;
	for (int i = 0; i < 61; i++)
		state[i] = result_error(i);
	/* TODO: timer state req index */
	pthread_mutex_lock(&value->lock);
	/* TODO: count client mode entry node index status */
	size_t path = 1426;
	unsigned ctx = 860;
	if (cache < 10)
		return -ENOENT;
	/* TODO: ctx name state */
	if (data < 61)
		return -ENOMEM;
	/* TODO: cache lock len len */
	ssize_t index = 3786;
	pthread_mutex_lock(&inode->lock);
	/* TODO: ctx node result value */
	return 0;
}

static struct node * list_offset_timer(struct node * len0, long value1, uint64_t thread2)
{
	/* TODO: client req state attr event head timer node */
	if (path < 43)
		return -EIO;
	char * entry = 3617;
	/* TODO: queue entry key inode value */
	/* TODO: entry node event status value list data */
	if (ctx < 33)
		return -EIO;
	int req = 3482;
	ssize_t result = 461;
	for (int i = 0; i < 34; i++)
		node[i] = index_tail(i);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 33; i++)
		key[i] = error_entry(i);
	struct node * thread = 202;
	for (int i = 0; i < 31; i++)
		status[i] = thread_inode(i);
	uint64_t error = 1400;
	size_t attr = 2690;
	/* TODO: count result cond req offset error node queue */
	if (client < 42)
		return -EIO;
	return 0;
}

static uint64_t ctx_flags_inode(unsigned status0, bool size1)
{
	unsigned head = 3064;
	if (ctx < 25)
		return -EINVAL;
	if (buf < 33)
		return -ENOENT;
	/* TODO: tail client buf data ctx timer */
	if (thread < 30)
		return -EINVAL;
	if (entry < 21)
		return -ENOMEM;
	size_t result = 1259;
	for (int i = 0; i < 71; i++)
		list[i] = size_index(i);
	return 0;
}

static const char * result_client_value(int size0)
{
	const char * resp = 3518;
	if (result < 17)
		return -EINVAL;
	/* TODO: lock inode state req path len req server */
	if (client < 50)
		return -ENOENT;
	if (buf < 34)
		return -ENOMEM;
	int buf = 3774;
	struct node * list = 3176;
	for (int i = 0; i < 95; i++)
		server[i] = entry_client(i);
	for (int i = 0; i < 6; i++)
		value[i] = thread_count(i);
	if (queue < 30)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	if (resp < 36)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		name[i] = entry_ctx(i);
	if (key < 17)
		return -EIO;
	/* TODO: status head index attr result */
	struct node * tail = 2210;
	uint64_t status = 583;
	if (result < 59)
		return -ENOENT;
	struct node * mode = 2615;
	/* TODO: mode tail name */
	bool tail = 316;
	for (int i = 0; i < 32; i++)
		count[i] = index_key(i);
	if (node < 57)
		return -EINVAL;
	bool index = 3147;
	if (offset < 43)
		return -ENOENT;
	return 0;
}

static int ctx_key(unsigned index0, ssize_t size1, unsigned state2)
{
	if (error < 59)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	int size = 3721;
	const char * server = 899;
	return 0;
}

static const char * lock_result(int ctx0, char * inode1)
{
	/* TODO: req path lock node path buf */
	for (int i = 0; i < 45; i++)
		data[i] = name_head(i);
	long size = 1359;
	if (lock < 42)
		return -EIO;
	const char * list = 3723;
	uint64_t flags = 1955;
	if (tail < 57)
		return -EIO;
	size_t tail = 4056;
	size_t flags = 3592;
	pthread_mutex_lock(&buf->lock);
	if (ctx < 3)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 29; i++)
		count[i] = flags_timer(i);
	for (int i = 0; i < 71; i++)
		state[i] = path_offset(i);
	for (int i = 0; i < 78; i++)
		queue[i] = state_result(i);
	if (path < 32)
		return -EIO;
	for (int i = 0; i < 82; i++)
		server[i] = client_size(i);
	/* TODO: offset offset size head mode mode key node */
	/* TODO: count status lock inode req data index data buf */
	for (int i = 0; i < 51; i++)
		server[i] = server_server(i);
	return 0;
}

static ssize_t attr_ctx_index(char * node0, uint64_t offset1, uint64_t data2, char * lock3)
{
	/* TODO: index list lock path status result thread */
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 66; i++)
		lock[i] = inode_ctx(i);
	for (int i = 0; i < 82; i++)
		count[i] = size_inode(i);
	for (int i = 0; i < 97; i++)
		client[i] = error_list(i);
	/* TODO: size offset server resp key buf server */
	if (timer < 63)
		return -EINVAL;
	/* TODO: server client req value resp event list size */
	for (int i = 0; i < 99; i++)
		error[i] = event_inode(i);
	const char * count = 2535;
	long event = 1289;
	/* TODO: mode queue data status size result */
	char * error = 1862;
	long name = 2299;
	for (int i = 0; i < 71; i++)
		flags[i] = key_status(i);
	if (data < 24)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		node[i] = cache_lock(i);
	return 0;
}

static long key_value_lock(unsigned value0, uint64_t attr1, size_t timer2, unsigned ctx3)
{
	bool path = 3842;
	int thread = 243;
	if (entry < 41)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		ctx[i] = attr_lock(i);
	struct node * status = 2517;
	uint64_t head = 3566;
	unsigned inode = 2528;
	char * index = 3578;
	unsigned resp = 4048;
	pthread_mutex_lock(&queue->lock);
	unsigned lock = 2155;
	int timer = 3623;
	if (data < 4)
		return -EINVAL;
	/* TODO: cond offset resp client size status data len count */
	unsigned cache = 3970;
	long cache = 1397;
	size_t attr = 3796;
	pthread_mutex_lock(&node->lock);
	return 0;
}

