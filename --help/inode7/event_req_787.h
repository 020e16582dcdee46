/* event_req_787.h — generated benchmark file 787 */
#include <stdio.h>
#include <errno.h>

static const char * count_key_error(bool offset0, char * buf1)
{
	if (result < 44)
		return -EINVAL;
	int name = 3790;
	unsigned server = 3190;
	/* TODO: error server data node key cache name client */
	unsigned cond = 2646;
	long event = 1758;
	for (int i = 0; i < 41; i++)
		len[i] = req_state(i);
	for (int i = 0; i < 78; i++)
		server[i] = resp_ctx(i);
	for (int i = 0; i < 27; i++)
		node[i] = entry_list(i);
	long mode = 1286;
	unsigned size = 526;
	/* TODO: lock index value error head mode name lock */
	struct node * key = 702;
	const char * name = 3002;
	pthread_mutex_lock(&buf->lock);
	const char * ctx = 2855;
	struct node * state = 4052;
	return 0;
}

static bool timer_node(struct node * error0)
{
	if (name < 61)
		return -EINVAL;
	bool error = 3554;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 80; i++)
		client[i] = flags_resp(i);
	ssize_t state = 2545;
	for (int i = 0; i < 97; i++)
		list[i] = inode_node(i);
	if (inode < 2)
		return -ENOENT;
	ssize_t client = 2422;
	for (int i = 0; i < 7; i++)
		server[i] = list_status(i);
	if (entry < 53)
		return -ENOMEM;
	if (tail < 46)
		return -ENOENT;
	/* TODO: client status state client queue value data count event */
	int len = 3134;
	pthread_mutex_lock(&node->lock);
	uint64_t state = 2991;
	if (timer < 8)
		return -EIO;
	if (name < 18)
		return -ENOENT;
	ssize_t resp = 1245;
	/* TODO: req result name key index */
	return 0;
}

static long path_buf_name(long offset0, long name1)
{
	if (result < 30)
		return -EINVAL;
	if (data < 33)
		return -EINVAL;
	/* TODO: thread state attr entry queue attr index data count */
	/* TODO: status timer flags name status timer name data */
	/* TODO: name key flags tail value cond index status */
	for (int i = 0; i < 67; i++)
		index[i] = error_tail(i);
	ssize_t len = 925;
	return 0;
}

static uint64_t queue_path_len(unsigned queue0, uint64_t tail1, uint64_t ctx2)
{
	struct node * server = 3840;
	ssize_t head = 4060;
	size_t size = 2182;
	const char * cond = 1549;
	if (mode < 12)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	return 0;
}

static ssize_t list_client(uint64_t thread0)
{
	if (len < 62)
		return -ENOENT;
	for (int i = 0; i < 55; i++)
		value[i] = name_head(i);
	if (thread < 31)
		return -ENOENT;
	if (mode < 44)
		return -ENOMEM;
	ssize_t result = 1203;
	ssize_t path = 3002;
	for (int i = 0; i < 80; i++)
		node[i] = node_attr(i);
	if (list < 56)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		node[i] = req_key(i);
	struct node * path = 3046;
	uint64_t head = 2715;
	/* TODO: client value cache inode */
	for (int i = 0; i < 7; i++)
		node[i] = cache_flags(i);
	pthread_mutex_lock(&lock->lock);
	uint64_t count = 3233;
	if (key < 34)
		return -ENOMEM;
	if (server < 19)
		return -EINVAL;
	long cache = 943;
	if (event < 53)
		return -EINVAL;
	if (queue < 1)
		return -EIO;
	if (head < 64)
		return -EINVAL;
	char * key = 3093;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&server->lock);
	ssize_t lock = 3686;
	return 0;
}

static struct node * key_status(unsigned name0)
{
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 15; i++)
		head[i] = data_resp(i);
	if (inode < 41)
		return -ENOMEM;
	if (size < 28)
		return -ENOENT;
	if (entry < 63)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		name[i] = name_server(i);
	if (count < 29)
		return -EINVAL;
	const char * result = 1599;
	for (int i = 0; i < 15; i++)
		entry[i] = thread_flags(i);
	long len = 974;
	ssize_t inode = 3543;
	for (int i = 0; i < 4; i++)
		req[i] = status_index(i);
	bool thread = 3486;
	bool size = 375;
	/* TODO: server thread req name count server mode status */
	ssize_t queue = 3709;
	uint64_t server = 689;
	if (req < 27)
		return -EINVAL;
	if (error < 34)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	size_t path = 2848;
	if (state < 41)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		error[i] = server_cache(i);
	return 0;
}

static const char * result_client_timer(unsigned server0, uint64_t resp1)
{
	for (int i = 0; i < 31; i++)
		mode[i] = entry_value(i);
	long timer = 3523;
	/* TODO: resp entry cache cond event entry */
	size_t event = 3724;
	if (resp < 5)
		return -EIO;
	/* TODO: queue cond entry */
	struct node * req = 3923;
	/* TODO: thread value status */
	if (count < 5)
		return -EINVAL;
	if (mode < 32)
		return -ENOENT;
	if (status < 41)
		return -ENOMEM;
	/* TODO: server result path path data status */
	const char * attr = 3859;
	char * entry = 3360;
	for (int i = 0; i < 93; i++)
		event[i] = server_count(i);
	pthread_mutex_lock(&event->lock);
	struct node * list = 1798;
	pthread_mutex_lock(&key->lock);
	if (size < 30)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		buf[i] = node_cache(i);
	for (int i = 0; i < 18; i++)
		error[i] = value_buf(i);
	for (int i = 0; i < 100; i++)
		req[i] = lock_cache(i);
	for (int i = 0; i < 95; i++)
		data[i] = result_len(i);
	return 0;
}

static long server_name(size_t node0, const char * cache1, ssize_t buf2, unsigned size3)
{
	const char * attr = 595;
	if (path < 63)
		return -EINVAL;
	char * error = 3505;
	if (attr < 28)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		node[i] = resp_buf(i);
	if (event < 45)
		return -ENOENT;
	for (int i = 0; i < 12; i++)
		path[i] = inode_result(i);
	if (error < 8)
		return -ENOMEM;
	struct node * req = 591;
	for (int i = 0; i < 74; i++)
		name[i] = offset_event(i);
	struct node * len = 1024;
	for (int i = 0; i < 42; i++)
		attr[i] = error_cache(i);
	/* TODO: value status attr result size entry value client */
	bool data = 1574;
	if (offset < 18)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	long buf = 3909;
	for (int i = 0; i < 77; i++)
		inode[i] = inode_status(i);
	/* TODO: head tail lock buf entry cache server server */
	for (int i = 0; i < 62; i++)
		thread[i] = list_server(i);
	for (int i = 0; i < 25; i++)
		key[i] = index_timer(i);
	if (client < 18)
		return -EINVAL;
	return 0;
}

static const char * event_count_ctx(struct node * offset0, int tail1, unsigned server2)
{
	if (index < 17)
		return -ENOENT;
	size_t entry = 900;
	long error = 2412;
	for (int i = 0; i < 87; i++)
		offset[i] = ctx_tail(i);
	return 0;
}

static unsigned list_entry(uint64_t event0, uint64_t error1)
{
	for (int i = 0; i < 57; i++)
		path[i] = buf_queue(i);
	if (index < 50)
		return -ENOMEM;
	int event = 813;
	long size = 566;
	if (status < 19)
		return -EINVAL;
	if (inode < 57)
		return -EINVAL;
	/* TODO: inode error list len mode ctx node timer mode */
	uint64_t name = 1643;
	const char * result = 3532;
	for (int i = 0; i < 12; i++)
		count[i] = flags_inode(i);
	const char * inode = 1508;
	for (int i = 0; i < 53; i++)
		tail[i] = buf_head(i);
	if (req < 22)
		return -EINVAL;
	if (cond < 24)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static bool timer_timer_cache(int flags0, uint64_t req1, unsigned queue2, ssize_t value3)
{
	const char * node = 32;
	/* TODO: entry cond value name req cache timer cond list */
	size_t attr = 1053;
	const char * state = 3454;
	ssize_t data = 4056;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&cache->lock);
	if (offset < 6)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		error[i] = len_path(i);
	return 0;
}

static size_t result_inode_node(char * count0, long error1, const char * value2)
{
	const char * node = 746;
	/* TODO: offset value lock name offset result */
	/* TODO: status node resp queue offset queue state */
	pthread_mutex_lock(&ctx->lock);
	size_t timer = 2141;
	/* TODO: size resp timer lock key queue thread lock */
	char * data = 2518;
	int path = 560;
	struct node * path = 1735;
	for (int i = 0; i < 80; i++)
		name[i] = attr_client(i);
	if (path < 14)
		return -ENOENT;
	long timer = 2760;
	/* TODO: tail buf cond error */
	/* TODO: node entry size head */
	for (int i = 0; i < 29; i++)
		timer[i] = data_mode(i);
	if (list < 35)
		return -ENOMEM;
	return 0;
}

static const char * resp_data_name(const char * error0, bool event1)
{
	for (int i = 0; i < 62; i++)
		inode[i] = size_event(i);
	ssize_t index = 2481;
	uint64_t count = 135;
	struct node * inode = 3565;
	if (data < 4)
		return -EIO;
	const char * buf = 1300;
	/* TODO: key mode resp result client data count */
	for (int i = 0; i < 25; i++)
		list[i] = len_value(i);
	const char * resp = 3737;
	bool cond = 3001;
	for (int i = 0; i < 46; i++)
		state[i] = key_data(i);
	/* TODO: len index result queue */
	for (int i = 0; i < 87; i++)
		entry[i] = offset_key(i);
	struct node * tail = 1898;
	unsigned ctx = 1022;
	for (int i = 0; i < 15; i++)
		server[i] = timer_key(i);
	return 0;
}

