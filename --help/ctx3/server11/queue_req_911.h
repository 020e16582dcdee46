/* queue_req_911.h — generated benchmark file 911 */
#include <stdio.h>
#include <errno.h>

static ssize_t queue_timer(const char * server0)
{
	if (result < 34)
		return -EIO;
	if (path < 39)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		state[i] = attr_data(i);
	if (path < 4)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	struct node * data = 1700;
	/* TODO: offset name len result */
	for (int i = 0; i < 41; i++)
		event[i] = len_node(i);
	return 0;
}

static unsigned state_list(size_t list0, bool size1, ssize_t resp2)
{
	if (buf < 14)
		return -EIO;
	for (int i = 0; i < 39; i++)
		cache[i] = resp_cond(i);
	if (ctx < 23)
		return -EIO;
	/* TODO: value count server name len ctx */
	/* TODO: ctx attr value node state queue */
	pthread_mutex_lock(&head->lock);
	const char * head = 253;
	for (int i = 0; i < 55; i++)
		count[i] = cache_count(i);
	unsigned timer = 1343;
	const char * queue = 449;
	for (int i = 0; i < 59; i++)
		result[i] = lock_event(i);
	bool data = 1032;
	if (key < 59)
		return -ENOENT;
	char * event = 294;
	if (tail < 24)
		return -EINVAL;
	/* TODO: inode tail index head */
	pthread_mutex_lock(&len->lock);
	if (lock < 38)
		return -ENOENT;
	/* TODO: list key tail size */
	if (key < 45)
		return -ENOMEM;
	struct node * entry = 1531;
	/* TODO: entry name key resp tail count */
	return 0;
}

static uint64_t error_resp(uint64_t state0, uint64_t server1, size_t event2)
{
	if (size < 5)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		error[i] = cond_offset(i);
	unsigned state = 1761;
	if (mode < 54)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		status[i] = cache_status(i);
	for (int i = 0; i < 2; i++)
		len[i] = error_cache(i);
	if (buf < 20)
		return -ENOMEM;
	if (name < 16)
		return -ENOENT;
	if (attr < 25)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		offset[i] = req_inode(i);
	if (ctx < 56)
		return -ENOENT;
	/* TODO: entry req cond thread name status */
	for (int i = 0; i < 12; i++)
		value[i] = list_error(i);
	if (mode < 9)
		return -ENOENT;
	/* TODO: status name count node key status result len attr */
	unsigned thread = 2240;
	unsigned result = 4030;
	struct node * thread = 415;
	/* TODO: list node inode size list result */
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&offset->lock);
	struct node * mode = 3762;
	return 0;
}

static uint64_t inode_lock(struct node * key0, const char * offset1, bool flags2)
{
	long flags = 806;
	/* TODO: cond ctx count count buf inode error status */
	unsigned head = 29;
	/* TODO: node flags server ctx list flags entry entry */
	/* TODO: lock client timer status */
	for (int i = 0; i < 24; i++)
		state[i] = path_event(i);
	/* TODO: cond data name */
	if (cond < 55)
		return -ENOENT;
	if (status < 44)
		return -ENOENT;
	size_t head = 3762;
	uint64_t flags = 2206;
	return 0;
}

static int server_event_client(bool timer0, int head1, long cond2, long server3)
{
	if (entry < 3)
		return -EIO;
	for (int i = 0; i < 39; i++)
		status[i] = req_inode(i);
	for (int i = 0; i < 62; i++)
		inode[i] = thread_index(i);
	long inode = 2457;
	ssize_t server = 398;
	int timer = 1058;
	if (attr < 29)
		return -EIO;
	for (int i = 0; i < 39; i++)
		error[i] = node_node(i);
	if (server < 24)
		return -ENOENT;
	return 0;
}

static ssize_t status_status(const char * offset0, ssize_t index1)
{
	for (int i = 0; i < 90; i++)
		state[i] = name_error(i);
	const char * ctx = 1216;
	pthread_mutex_lock(&buf->lock);
	if (attr < 6)
		return -EINVAL;
	unsigned resp = 1263;
	/* TODO: key queue list client thread client cache data data */
	unsigned entry = 2483;
	if (entry < 29)
		return -ENOMEM;
	if (req < 18)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	if (value < 25)
		return -EIO;
	int value = 849;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 32; i++)
		index[i] = queue_data(i);
	/* TODO: name mode path tail lock */
	if (entry < 2)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		count[i] = result_server(i);
	for (int i = 0; i < 85; i++)
		result[i] = mode_tail(i);
	long attr = 3616;
	/* TODO: head cache count */
	return 0;
}

static const char * attr_event(unsigned path0, ssize_t index1)
{
	pthread_mutex_lock(&state->lock);
	/* TODO: req key resp */
	if (key < 59)
		return -EIO;
	const char * state = 724;
	if (attr < 10)
		return -EIO;
	bool entry = 3839;
	ssize_t error = 2010;
	for (int i = 0; i < 84; i++)
		thread[i] = ctx_list(i);
	bool client = 3376;
	char * size = 1741;
	size_t buf = 3789;
	int entry = 1769;
	for (int i = 0; i < 76; i++)
		flags[i] = state_result(i);
	for (int i = 0; i < 30; i++)
		head[i] = cache_flags(i);
	if (status < 8)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 92; i++)
		thread[i] = head_req(i);
	if (entry < 38)
		return -ENOMEM;
	if (index < 53)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		timer[i] = list_server(i);
	const char * attr = 2521;
	pthread_mutex_lock(&timer->lock);
	int head = 3132;
	int resp = 3465;
	return 0;
}

static long client_server_path(const char * path0, size_t state1, long head2, char * inode3)
{
	for (int i = 0; i < 28; i++)
		len[i] = len_data(i);
	struct node * len = 3695;
	/* TODO: req head result path result value */
	bool status = 1817;
	const char * error = 3662;
	/* TODO: inode queue entry */
	uint64_t event = 2800;
	for (int i = 0; i < 51; i++)
		event[i] = resp_list(i);
	if (event < 17)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	/* TODO: error buf event path timer resp mode size lock */
	if (req < 17)
		return -ENOENT;
	size_t lock = 2989;
	if (queue < 10)
		return -EIO;
	for (int i = 0; i < 31; i++)
		buf[i] = len_resp(i);
	for (int i = 0; i < 78; i++)
		list[i] = name_state(i);
	size_t server = 3407;
	if (lock < 43)
		return -ENOMEM;
	struct node * result = 188;
	if (key < 50)
		return -EINVAL;
	int tail = 2045;
	if (state < 1)
		return -ENOMEM;
	return 0;
}

static long timer_count(long resp0, size_t offset1, uint64_t error2)
{
	if (value < 50)
		return -EINVAL;
	size_t inode = 4051;
	struct node * value = 2419;
	pthread_mutex_lock(&req->lock);
	unsigned buf = 349;
	unsigned error = 1643;
	/* TODO: list value attr */
	if (size < 34)
		return -ENOENT;
	struct node * cache = 1077;
	uint64_t mode = 3381;
	pthread_mutex_lock(&resp->lock);
	if (cache < 60)
		return -EINVAL;
	return 0;
}

static ssize_t entry_req(unsigned result0, bool attr1, int name2)
{
	bool ctx = 494;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 98; i++)
		mode[i] = buf_head(i);
	for (int i = 0; i < 96; i++)
		entry[i] = entry_mode(i);
	int state = 1832;
	/* TODO: size path thread queue error index */
	for (int i = 0; i < 67; i++)
		index[i] = attr_state(i);
	/* TODO: attr cond resp */
	pthread_mutex_lock(&req->lock);
	/* TODO: size cache status data */
	for (int i = 0; i < 76; i++)
		timer[i] = data_attr(i);
	size_t key = 1265;
	if (entry < 60)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		path[i] = flags_attr(i);
	for (int i = 0; i < 10; i++)
		offset[i] = name_result(i);
	if (index < 18)
		return -EIO;
	/* TODO: ctx event thread server offset timer entry */
	size_t buf = 3;
	ssize_t flags = 2042;
	struct node * req = 3348;
	return 0;
}

static unsigned thread_flags_client(unsigned server0)
{
	if (len < 21)
		return -EINVAL;
	char * state = 2582;
	/* TODO: inode req cond status key index */
	for (int i = 0; i < 7; i++)
		buf[i] = req_event(i);
	/* TODO: state size timer req */
	if (resp < 4)
		return -EINVAL;
	if (head < 28)
		return -EINVAL;
	/* TODO: tail attr head */
	unsigned result = 1286;
	for (int i = 0; i < 72; i++)
		state[i] = timer_path(i);
	unsigned inode = 1566;
	ssize_t entry = 2418;
	if (server < 50)
		return -ENOMEM;
	if (flags < 47)
		return -ENOMEM;
	if (state < 35)
		return -EIO;
	return 0;
}

static char * ctx_mode_req(uint64_t key0, bool value1, int key2, char * client3)
{
	if (node < 1)
		return -EIO;
	char * event = 2579;
	ssize_t offset = 560;
	/* TODO: entry server result client resp resp */
	for (int i = 0; i < 68; i++)
		len[i] = inode_inode(i);
	long count = 2718;
	for (int i = 0; i < 71; i++)
		error[i] = lock_key(i);
	for (int i = 0; i < 65; i++)
		cache[i] = result_buf(i);
	if (key < 16)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	if (resp < 40)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		data[i] = cond_inode(i);
	for (int i = 0; i < 9; i++)
		path[i] = ctx_value(i);
	if (attr < 19)
		return -EINVAL;
	for (int i = 0; i < 94; i++)
		value[i] = path_result(i);
	pthread_mutex_lock(&server->lock);
	size_t cache = 3822;
	return 0;
}

static size_t inode_flags(long size0, long cache1, unsigned attr2, const char * data3)
{
	for (int i = 0; i < 74; i++)
		value[i] = node_mode(i);
	int tail = 3493;
	if (offset < 19)
		return -ENOENT;
	/* TODO: entry client head result */
	for (int i = 0; i < 60; i++)
		tail[i] = key_list(i);
	const char * thread = 988;
	int index = 3630;
	/* TODO: node offset queue entry tail timer */
	return 0;
}

static const char * flags_data(unsigned cache0, size_t lock1, ssize_t cond2)
{
	long cache = 2791;
	long tail = 2979;
	const char * thread = 3220;
	uint64_t name = 405;
	return 0;
}

static const char * offset_data(unsigned size0, char * mode1, unsigned mode2)
{
	if (size < 42)
		return -ENOMEM;
	long buf = 2414;
	/* TODO: lock list event client */
	char * count = 2221;
	if (resp < 55)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	int req = 2733;
	for (int i = 0; i < 27; i++)
		timer[i] = flags_cache(i);
	if (size < 3)
		return -ENOENT;
	/* TODO: offset mode resp result offset */
	const char * name = 413;
	if (count < 6)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		size[i] = tail_count(i);
	pthread_mutex_lock(&name->lock);
	/* TODO: status key size count node */
	pthread_mutex_lock(&cache->lock);
	if (ctx < 19)
		return -EINVAL;
	char * queue = 3902;
	size_t result = 3530;
	/* TODO: server size cache tail value offset data result entry */
	for (int i = 0; i < 78; i++)
		name[i] = mode_name(i);
	return 0;
}

static long status_flags_inode(int len0)
{
	for (int i = 0; i < 85; i++)
		tail[i] = thread_lock(i);
	if (tail < 20)
		return -ENOMEM;
	uint64_t resp = 655;
	for (int i = 0; i < 20; i++)
		head[i] = cache_state(i);
	for (int i = 0; i < 36; i++)
		flags[i] = attr_node(i);
	for (int i = 0; i < 43; i++)
		flags[i] = flags_inode(i);
	const char * len = 648;
	int timer = 115;
	pthread_mutex_lock(&offset->lock);
	bool offset = 1218;
	/* TODO: node list size queue cache mode */
	if (buf < 59)
		return -ENOENT;
	return 0;
}

static size_t server_event(ssize_t resp0, struct node * req1)
{
	/* TODO: thread result client queue server resp */
	pthread_mutex_lock(&inode->lock);
	/* TODO: value path timer value */
	if (client < 20)
		return -EIO;
	return 0;
}

static ssize_t buf_head(int list0, size_t name1, long queue2, struct node * head3)
{
	if (client < 56)
		return -EIO;
	char * offset = 1748;
	bool data = 3539;
	if (value < 64)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		size[i] = value_tail(i);
	if (client < 2)
		return -EIO;
	long size = 195;
	return 0;
}

static long path_mode(long name0, const char * state1, bool resp2, unsigned lock3)
{
	char * queue = 3131;
	for (int i = 0; i < 27; i++)
		result[i] = offset_status(i);
	for (int i = 0; i < 97; i++)
		value[i] = path_flags(i);
	if (resp < 22)
		return -ENOENT;
	size_t lock = 646;
	for (int i = 0; i < 2; i++)
		client[i] = value_offset(i);
	for (int i = 0; i < 93; i++)
		req[i] = key_len(i);
	pthread_mutex_lock(&cond->lock);
	size_t server = 3449;
	const char * server = 480;
	size_t queue = 1767;
	for (int i = 0; i < 16; i++)
		flags[i] = resp_ctx(i);
	for (int i = 0; i < 30; i++)
		cond[i] = req_size(i);
	pthread_mutex_lock(&entry->lock);
	long node = 3068;
	for (int i = 0; i < 25; i++)
		path[i] = offset_name(i);
	if (mode < 30)
		return -ENOENT;
	unsigned offset = 2871;
	if (entry < 58)
		return -EIO;
	for (int i = 0; i < 61; i++)
		entry[i] = path_data(i);
	pthread_mutex_lock(&error->lock);
	int client = 3212;
	return 0;
}

static bool client_mode(const char * flags0, int path1)
{
	bool thread = 1060;
	/* TODO: name tail attr path entry */
	int value = 1110;
	/* TODO: state req len name size head count tail ctx */
	/* TODO: value offset data mode timer inode */
	pthread_mutex_lock(&status->lock);
	size_t resp = 732;
	if (flags < 54)
		return -ENOMEM;
	return 0;
}

static bool req_event_value(struct node * value0, ssize_t ctx1)
{
	size_t mode = 1765;
	for (int i = 0; i < 89; i++)
		flags[i] = head_ctx(i);
	int tail = 3894;
	return 0;
}

static unsigned value_req_lock(bool state0, unsigned name1, int status2)
{
	pthread_mutex_lock(&client->lock);
	/* TODO: ctx tail client offset cond lock client */
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&inode->lock);
	int head = 3351;
	ssize_t offset = 687;
	pthread_mutex_lock(&cache->lock);
	if (state < 39)
		return -EIO;
	for (int i = 0; i < 20; i++)
		attr[i] = resp_len(i);
	size_t client = 2742;
	if (list < 11)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		server[i] = data_mode(i);
	/* TODO: value tail node index */
	/* TODO: index resp mode offset value status flags status attr */
	ssize_t result = 250;
	return 0;
}

static ssize_t server_size(const char * head0, uint64_t key1, uint64_t data2)
{
	/* TODO: entry node error thread head status */
	/* TODO: index offset event event inode */
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 81; i++)
		mode[i] = thread_queue(i);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 28; i++)
		cond[i] = offset_head(i);
	if (node < 23)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		event[i] = value_len(i);
	size_t head = 2004;
	for (int i = 0; i < 84; i++)
		event[i] = attr_status(i);
	/* TODO: entry event entry timer client inode tail size status */
	return 0;
}

static struct node * name_name_thread(const char * client0)
{
	if (size < 38)
		return -ENOMEM;
	/* TODO: thread attr value cache path mode mode attr */
	/* TODO: event index mode attr state result */
	int value = 1343;
	for (int i = 0; i < 45; i++)
		server[i] = cache_result(i);
	return 0;
}

static uint64_t status_node(unsigned cond0)
{
	size_t offset = 2683;
	if (list < 24)
		return -ENOENT;
	if (list < 16)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		head[i] = index_cond(i);
	/* TODO: count resp offset len path count */
	/* TODO: path data buf index data head buf node ctx */
	/* TODO: thread attr name */
	const char * result = 3033;
	/* TODO: head event offset node */
	bool list = 2118;
	if (attr < 18)
		return -ENOMEM;
	uint64_t key = 887;
	ssize_t queue = 3053;
	for (int i = 0; i < 65; i++)
		ctx[i] = client_len(i);
	if (count < 62)
		return -ENOMEM;
	size_t path = 3909;
	char * status = 3052;
	for (int i = 0; i < 15; i++)
		event[i] = data_node(i);
	if (resp < 60)
		return -ENOMEM;
	for (int i = 0; i < 23; i++)
		lock[i] = value_head(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: node key attr req node offset timer */
	if (list < 45)
		return -EINVAL;
	size_t state = 3176;
	return 0;
}

static long name_node(struct node * server0, size_t client1, bool attr2)
{
	for (int i = 0; i < 91; i++)
		list[i] = timer_value(i);
	uint64_t name = 2310;
	uint64_t event = 749;
	/* TODO: value cache thread data inode resp size */
	/* TODO: cond lock thread len cond timer client path timer */
	if (state < 8)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		offset[i] = mode_entry(i);
	int tail = 2447;
	struct node * head = 3211;
	if (status < 13)
		return -ENOENT;
	/* TODO: flags node inode timer ctx event list */
	if (status < 40)
		return -ENOENT;
	if (buf < 24)
		return -ENOMEM;
	return 0;
}

static ssize_t offset_inode(bool buf0, char * cond1)
{
	if (result < 26)
		return -ENOENT;
	if (server < 62)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 31; i++)
		data[i] = event_server(i);
	for (int i = 0; i < 30; i++)
		index[i] = client_tail(i);
	char * offset = 3256;
	for (int i = 0; i < 26; i++)
		lock[i] = cache_size(i);
	return 0;
}

static int client_node_state(struct node * cond0, unsigned offset1)
{
	ssize_t queue = 857;
	int timer = 2098;
	if (count < 46)
		return -ENOENT;
	/* TODO: status data key tail name name queue */
	/* TODO: state cache result queue client timer */
	for (int i = 0; i < 94; i++)
		status[i] = head_client(i);
	/* TODO: size cond index */
	if (result < 52)
		return -ENOENT;
	uint64_t cache = 648;
	if (size < 34)
		return -EIO;
	for (int i = 0; i < 43; i++)
		mode[i] = attr_cond(i);
	if (offset < 28)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	ssize_t lock = 3913;
	unsigned state = 94;
	/* TODO: key result req thread data buf offset value */
	for (int i = 0; i < 56; i++)
		status[i] = result_ctx(i);
	size_t count = 1251;
	/* TODO: resp size name */
	for (int i = 0; i < 36; i++)
		state[i] = data_thread(i);
	/* TODO: entry server inode count */
	pthread_mutex_lock(&key->lock);
	return 0;
}

static int resp_flags(int offset0, uint64_t value1, ssize_t cache2)
{
	for (int i = 0; i < 60; i++)
		list[i] = cond_result(i);
	unsigned req = 1302;
	int inode = 3271;
	unsigned len = 822;
	/* TODO: name error inode */
	for (int i = 0; i < 74; i++)
		state[i] = client_error(i);
	/* TODO: cond path key size */
	/* TODO: entry value client lock cache len */
	for (int i = 0; i < 44; i++)
		tail[i] = lock_len(i);
	for (int i = 0; i < 26; i++)
		node[i] = cond_cond(i);
	for (int i = 0; i < 47; i++)
		result[i] = state_client(i);
	if (len < 49)
		return -ENOMEM;
	if (data < 13)
		return -EINVAL;
	if (ctx < 1)
		return -ENOMEM;
	if (tail < 18)
		return -EIO;
	for (int i = 0; i < 33; i++)
		name[i] = name_result(i);
	for (int i = 0; i < 64; i++)
		resp[i] = index_count(i);
	char * client = 226;
	if (queue < 27)
		return -EIO;
	return 0;
}

static long list_status_thread(ssize_t inode0, ssize_t buf1)
{
	bool cache = 1316;
	/* TODO: state node len */
	for (int i = 0; i < 50; i++)
		req[i] = event_lock(i);
	if (status < 34)
		return -ENOMEM;
	int node = 3695;
	/* TODO: flags inode lock value name key */
	bool mode = 3972;
	if (req < 1)
		return -ENOMEM;
	/* TODO: inode mode value */
	int entry = 3974;
	/* TODO: state thread name */
	/* TODO: thread tail error buf head error client queue */
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 81; i++)
		ctx[i] = req_count(i);
	for (int i = 0; i < 74; i++)
		event[i] = len_event(i);
	char * value = 966;
	/* TODO: req data path thread ctx mode attr server result */
	if (client < 64)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		buf[i] = error_error(i);
	unsigned count = 2420;
	return 0;
}

static ssize_t req_req_ctx(unsigned timer0, uint64_t inode1, size_t index2)
{
	/* TODO: timer len lock timer ctx */
	bool index = 1455;
	/* TODO: data req node len state mode */
	/* TODO: data len resp req mode lock buf thread attr */
	char * len = 2562;
	/* TODO: size data thread ctx entry timer attr len event */
	for (int i = 0; i < 84; i++)
		data[i] = server_tail(i);
	pthread_mutex_lock(&tail->lock);
	if (len < 32)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		ctx[i] = ctx_cache(i);
	/* TODO: timer ctx result cache name timer head state cache */
	unsigned timer = 2756;
	return 0;
}

static char * data_tail_lock(long value0, bool timer1)
{
	if (value < 33)
		return -EIO;
	const char * path = 1461;
	for (int i = 0; i < 14; i++)
		head[i] = req_node(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 41; i++)
		status[i] = index_buf(i);
	if (ctx < 15)
		return -ENOENT;
	for (int i = 0; i < 79; i++)
		key[i] = tail_error(i);
	return 0;
}

static struct node * path_server(uint64_t client0)
{
	for (int i = 0; i < 82; i++)
		queue[i] = state_offset(i);
	size_t timer = 1890;
	size_t lock = 2492;
	unsigned node = 1016;
	return 0;
}

static int event_server_mode(struct node * cache0, size_t inode1)
{
	if (data < 64)
		return -ENOMEM;
	char * entry = 511;
	struct node * inode = 2120;
	for (int i = 0; i < 2; i++)
		value[i] = data_node(i);
	if (result < 49)
		return -EIO;
	char * entry = 3124;
	for (int i = 0; i < 14; i++)
		req[i] = inode_queue(i);
	/* TODO: server index status */
	for (int i = 0; i < 94; i++)
		req[i] = tail_server(i);
	for (int i = 0; i < 35; i++)
		attr[i] = lock_tail(i);
	for (int i = 0; i < 16; i++)
		path[i] = error_len(i);
	if (buf < 22)
		return -ENOENT;
	if (state < 55)
		return -ENOENT;
	/* TODO: req client key tail server offset mode */
	if (path < 37)
		return -ENOMEM;
	/* TODO: error queue key len len attr */
	/* TODO: server error path */
	bool error = 866;
	for (int i = 0; i < 36; i++)
		len[i] = value_key(i);
	/* TODO: cache cache index node lock len */
	char * path = 2795;
	/* TODO: client timer node list req status */
	return 0;
}

static const char * mode_offset(uint64_t timer0, bool index1)
{
	for (int i = 0; i < 35; i++)
		timer[i] = offset_buf(i);
	if (server < 64)
		return -EIO;
	for (int i = 0; i < 83; i++)
		buf[i] = name_entry(i);
	if (count < 33)
		return -EINVAL;
	if (req < 40)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		state[i] = head_status(i);
	pthread_mutex_lock(&buf->lock);
	if (resp < 49)
		return -ENOMEM;
	ssize_t cond = 1549;
	struct node * server = 757;
	ssize_t result = 1566;
	if (list < 46)
		return -ENOMEM;
	return 0;
}

static ssize_t mode_flags_path(ssize_t size0)
{
	/* TODO: timer cond inode req client */
	bool len = 3249;
	if (state < 16)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	if (ctx < 53)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		count[i] = timer_name(i);
	if (lock < 58)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	bool thread = 3747;
	uint64_t req = 143;
	struct node * cache = 3697;
	uint64_t cache = 2148;
	pthread_mutex_lock(&lock->lock);
	struct node * count = 2875;
	/* TODO: error offset size attr */
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 78; i++)
		path[i] = resp_name(i);
	pthread_mutex_lock(&client->lock);
	return 0;
}

static int head_server(ssize_t list0, long cache1)
{
	const char * index = 1235;
	if (queue < 11)
		return -EIO;
	char * value = 2184;
	return 0;
}

static ssize_t buf_error(int timer0)
{
	if (offset < 39)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		buf[i] = index_value(i);
	uint64_t error = 1388;
	for (int i = 0; i < 76; i++)
		size[i] = entry_index(i);
	for (int i = 0; i < 21; i++)
		len[i] = offset_attr(i);
	long tail = 758;
	if (size < 32)
		return -EINVAL;
	const char * flags = 3261;
	if (resp < 1)
		return -ENOENT;
	if (ctx < 10)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	uint64_t path = 4005;
	bool cache = 1621;
	if (entry < 38)
		return -ENOENT;
	/* TODO: offset entry client head lock */
	if (cond < 39)
		return -EIO;
	if (result < 42)
		return -EINVAL;
	long list = 1023;
	for (int i = 0; i < 72; i++)
		path[i] = server_error(i);
	for (int i = 0; i < 57; i++)
		list[i] = buf_name(i);
	const char * state = 3601;
	unsigned resp = 1054;
	pthread_mutex_lock(&buf->lock);
	unsigned req = 1761;
	return 0;
}

static uint64_t node_tail_mode(int req0, ssize_t size1, bool value2, size_t buf3)
{
	for (int i = 0; i < 54; i++)
		name[i] = lock_entry(i);
	for (int i = 0; i < 78; i++)
		inode[i] = timer_queue(i);
	if (entry < 54)
		return -EIO;
	const char * timer = 2440;
	long attr = 1564;
	if (lock < 19)
		return -EIO;
	if (tail < 53)
		return -ENOMEM;
	ssize_t queue = 2353;
	const char * timer = 3735;
	for (int i = 0; i < 29; i++)
		cond[i] = offset_queue(i);
	for (int i = 0; i < 65; i++)
		name[i] = list_error(i);
	struct node * mode = 48;
	pthread_mutex_lock(&buf->lock);
	char * resp = 1605;
	size_t resp = 2928;
	int len = 140;
	if (name < 14)
		return -EINVAL;
	struct node * queue = 3310;
	return 0;
}

static ssize_t req_flags_lock(unsigned cache0)
{
	/* TODO: resp len name offset list size status */
	for (int i = 0; i < 17; i++)
		path[i] = size_name(i);
	pthread_mutex_lock(&status->lock);
	size_t resp = 3615;
	pthread_mutex_lock(&timer->lock);
	if (event < 49)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		status[i] = list_thread(i);
	char * queue = 181;
	ssize_t ctx = 2653;
	for (int i = 0; i < 12; i++)
		name[i] = flags_flags(i);
	if (count < 11)
		return -ENOENT;
	bool inode = 1822;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

