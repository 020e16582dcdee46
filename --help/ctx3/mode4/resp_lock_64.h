/* resp_lock_64.h — generated benchmark file 64 */
#include <stdio.h>
#include <errno.h>

static unsigned entry_cache(bool event0, long req1, bool mode2)
{
	/* TODO: name index ctx req state */
	if (lock < 8)
		return -ENOENT;
	struct node * entry = 1056;
	for (int i = 0; i < 24; i++)
		queue[i] = attr_req(i);
	if (cache < 28)
		return -EIO;
	/* TODO: resp status status timer */
	/* TODO: status cond event state size index node name */
	for (int i = 0; i < 8; i++)
		offset[i] = error_cache(i);
	for (int i = 0; i < 15; i++)
		name[i] = timer_status(i);
	int len = 3360;
	return 0;
}

static char * server_req(const char * head0)
{
	int len = 768;
	if (client < 60)
		return -EIO;
	uint64_t queue = 705;
	for (int i = 0; i < 67; i++)
		cond[i] = thread_len(i);
	pthread_mutex_lock(&event->lock);
	long error = 3419;
	pthread_mutex_lock(&inode->lock);
	if (value < 25)
		return -ENOMEM;
	if (result < 40)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		value[i] = node_name(i);
	char * mode = 1072;
	for (int i = 0; i < 79; i++)
		queue[i] = queue_timer(i);
	pthread_mutex_lock(&offset->lock);
	int status = 2564;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 15; i++)
		inode[i] = status_server(i);
	return 0;
}

static struct node * error_inode_data(int cond0, uint64_t name1, int list2)
{
	if (node < 43)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	long ctx = 2430;
	if (offset < 64)
		return -EIO;
	const char * node = 51;
	size_t server = 2989;
	/* TODO: inode cache key flags cond count name size */
	return 0;
}

static bool buf_len(uint64_t resp0, uint64_t ctx1, unsigned thread2)
{
	if (state < 15)
		return -EINVAL;
	if (result < 31)
		return -ENOMEM;
	/* TODO: data cache status */
	pthread_mutex_lock(&len->lock);
	int state = 377;
	int key = 3980;
	const char * tail = 3510;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 87; i++)
		count[i] = data_head(i);
	return 0;
}

static size_t buf_data_cond(long head0)
{
	if (list < 2)
		return -ENOENT;
	if (path < 21)
		return -EINVAL;
	if (error < 49)
		return -ENOMEM;
	ssize_t path = 1243;
	unsigned state = 982;
	for (int i = 0; i < 19; i++)
		attr[i] = req_flags(i);
	if (key < 4)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		value[i] = error_list(i);
	/* TODO: count attr list */
	size_t len = 3476;
	for (int i = 0; i < 15; i++)
		cond[i] = mode_client(i);
	if (resp < 17)
		return -ENOMEM;
	size_t cond = 2790;
	int inode = 650;
	for (int i = 0; i < 77; i++)
		name[i] = node_ctx(i);
	int data = 2065;
	const char * node = 619;
	if (head < 28)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		queue[i] = list_attr(i);
	unsigned head = 3706;
	for (int i = 0; i < 96; i++)
		result[i] = size_result(i);
	if (cache < 26)
		return -EINVAL;
	size_t data = 3937;
	for (int i = 0; i < 81; i++)
		list[i] = timer_cond(i);
	if (size < 41)
		return -ENOMEM;
	return 0;
}

static struct node * timer_resp_mode(const char * attr0)
{
	long req = 449;
	if (server < 25)
		return -EIO;
	if (key < 6)
		return -EINVAL;
	return 0;
}

static unsigned path_timer_buf(char * status0, struct node * timer1, unsigned error2)
{
	for (int i = 0; i < 13; i++)
		len[i] = resp_path(i);
	if (error < 11)
		return -EIO;
	/* TODO: cache server req index cond size server name */
	const char * len = 1714;
	if (server < 4)
		return -ENOMEM;
	char * path = 3064;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 97; i++)
		buf[i] = flags_ctx(i);
	return 0;
}

static bool inode_index(ssize_t ctx0)
{
	pthread_mutex_lock(&mode->lock);
	ssize_t key = 3108;
	if (attr < 45)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		name[i] = timer_event(i);
	if (thread < 58)
		return -ENOENT;
	char * entry = 3288;
	ssize_t index = 2038;
	if (size < 39)
		return -ENOENT;
	if (buf < 62)
		return -ENOMEM;
	struct node * event = 2708;
	bool lock = 141;
	if (lock < 45)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		size[i] = tail_thread(i);
	if (entry < 18)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		flags[i] = result_req(i);
	if (cond < 47)
		return -EIO;
	char * client = 1427;
	return 0;
}

static uint64_t node_inode(long inode0, long req1, ssize_t count2, char * server3)
{
	/* TODO: ctx len list key tail */
	if (size < 36)
		return -ENOMEM;
	ssize_t cache = 3214;
	if (resp < 55)
		return -ENOENT;
	if (error < 8)
		return -EINVAL;
	/* TODO: ctx result cond */
	unsigned result = 1205;
	for (int i = 0; i < 79; i++)
		data[i] = size_node(i);
	/* TODO: queue tail ctx thread flags */
	if (inode < 52)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		key[i] = node_ctx(i);
	/* TODO: value flags req len cache index event value */
	uint64_t data = 2262;
	/* TODO: queue cond value state client mode server */
	if (tail < 27)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		key[i] = queue_cache(i);
	return 0;
}

static bool ctx_tail(uint64_t resp0, char * value1, bool node2)
{
	if (cond < 54)
		return -EIO;
	if (attr < 28)
		return -EIO;
	/* TODO: node inode req head result head */
	const char * resp = 1461;
	/* TODO: len flags result name attr */
	if (status < 29)
		return -EINVAL;
	struct node * lock = 922;
	/* TODO: client result key */
	if (result < 35)
		return -EINVAL;
	for (int i = 0; i < 21; i++)
		buf[i] = flags_size(i);
	if (result < 20)
		return -ENOENT;
	unsigned state = 3761;
	ssize_t event = 424;
	if (req < 54)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		len[i] = index_status(i);
	if (lock < 56)
		return -EIO;
	if (client < 49)
		return -EIO;
	for (int i = 0; i < 100; i++)
		buf[i] = len_timer(i);
	unsigned state = 106;
	const char * cache = 4079;
	return 0;
}

static size_t cache_len(struct node * count0, int head1, int key2)
{
	unsigned thread = 3640;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 44; i++)
		server[i] = len_lock(i);
	/* TODO: error data offset status timer */
	if (state < 8)
		return -EIO;
	if (list < 20)
		return -EINVAL;
	if (head < 21)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		key[i] = size_ctx(i);
	for (int i = 0; i < 37; i++)
		req[i] = size_path(i);
	for (int i = 0; i < 36; i++)
		entry[i] = attr_state(i);
	pthread_mutex_lock(&state->lock);
	if (data < 55)
		return -ENOMEM;
	/* TODO: path size event node state lock client */
	return 0;
}

static char * len_error(const char * node0)
{
	pthread_mutex_lock(&tail->lock);
	if (state < 53)
		return -ENOMEM;
	uint64_t state = 236;
	if (client < 30)
		return -EINVAL;
	/* TODO: list count node */
	/* TODO: state mode thread error entry entry buf */
	if (lock < 11)
		return -ENOMEM;
	size_t flags = 3520;
	char * entry = 1396;
	long len = 3091;
	return 0;
}

static struct node * client_path(uint64_t timer0)
{
	if (flags < 45)
		return -EIO;
	/* TODO: name server req node cache cond resp client */
	struct node * buf = 3456;
	char * result = 1923;
	uint64_t head = 3140;
	if (entry < 44)
		return -ENOMEM;
	size_t node = 182;
	if (server < 39)
		return -ENOENT;
	ssize_t path = 3525;
	for (int i = 0; i < 43; i++)
		result[i] = tail_mode(i);
	size_t count = 686;
	if (server < 24)
		return -EINVAL;
	for (int i = 0; i < 50; i++)
		lock[i] = data_thread(i);
	for (int i = 0; i < 63; i++)
		data[i] = index_event(i);
	size_t len = 3826;
	for (int i = 0; i < 12; i++)
		result[i] = error_entry(i);
	for (int i = 0; i < 49; i++)
		inode[i] = head_mode(i);
	long queue = 881;
	for (int i = 0; i < 59; i++)
		event[i] = client_attr(i);
	uint64_t attr = 3608;
	if (node < 38)
		return -ENOMEM;
	unsigned index = 1246;
	for (int i = 0; i < 3; i++)
		node[i] = event_list(i);
	/* TODO: mode head event ctx head mode req */
	if (ctx < 64)
		return -EIO;
	return 0;
}

static char * result_status(long ctx0, size_t queue1, long head2, const char * node3)
{
	uint64_t entry = 3361;
	struct node * thread = 3051;
	if (state < 54)
		return -EIO;
	char * list = 1924;
	for (int i = 0; i < 19; i++)
		len[i] = thread_tail(i);
	uint64_t attr = 2663;
	if (mode < 43)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		head[i] = resp_ctx(i);
	if (index < 1)
		return -ENOMEM;
	ssize_t client = 2550;
	uint64_t size = 365;
	if (flags < 8)
		return -ENOENT;
	if (count < 1)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		mode[i] = head_data(i);
	/* TODO: index thread thread */
	pthread_mutex_lock(&len->lock);
	return 0;
}

