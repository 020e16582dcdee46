/* server_cond_360.c — generated benchmark file 360 */
#include <stdio.h>
#include <errno.h>

static int cache_tail_cache(unsigned size0, unsigned offset1)
{
	int node = 2831;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: queue thread timer buf */
	for (int i = 0; i < 100; i++)
		result[i] = server_cache(i);
	if (data < 1)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		req[i] = status_req(i);
	if (mode < 51)
		return -EINVAL;
	unsigned queue = 2113;
	return 0;
}

static ssize_t status_event_len(const char * timer0)
{
	if (offset < 38)
		return -ENOMEM;
	/* TODO: timer buf cache queue attr timer offset */
	long data = 460;
	int resp = 2881;
	for (int i = 0; i < 19; i++)
		count[i] = error_len(i);
	for (int i = 0; i < 86; i++)
		cache[i] = name_result(i);
	if (server < 22)
		return -EINVAL;
	if (head < 21)
		return -EINVAL;
	const char * len = 3170;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 97; i++)
		mode[i] = offset_name(i);
	const char * index = 159;
	pthread_mutex_lock(&key->lock);
	int client = 855;
	for (int i = 0; i < 41; i++)
		head[i] = node_value(i);
	/* TODO: flags result ctx tail index len */
	/* TODO: ctx event server state index flags */
	bool ctx = 1458;
	const char * error = 1698;
	long node = 3055;
	return 0;
}

static uint64_t name_tail_size(bool data0, ssize_t value1, size_t path2)
{
	/* TODO: state resp state */
	pthread_mutex_lock(&resp->lock);
	char * result = 3834;
	const char * status = 3853;
	if (resp < 9)
		return -EINVAL;
	/* TODO: result error entry mode inode index result */
	struct node * len = 802;
	const char * list = 754;
	if (client < 20)
		return -ENOMEM;
	char * ctx = 1365;
	if (resp < 39)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		name[i] = queue_lock(i);
	/* TODO: resp thread state len value status size */
	pthread_mutex_lock(&ctx->lock);
	bool key = 1333;
	uint64_t timer = 1441;
	for (int i = 0; i < 98; i++)
		mode[i] = timer_result(i);
	long buf = 1197;
	if (path < 53)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		status[i] = server_inode(i);
	if (node < 17)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static int buf_value_size(size_t value0, long value1, struct node * cache2)
{
	if (path < 7)
		return -ENOENT;
	if (name < 58)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		inode[i] = list_len(i);
	char * timer = 946;
	for (int i = 0; i < 32; i++)
		index[i] = client_data(i);
	return 0;
}

static char * req_index(long state0)
{
	for (int i = 0; i < 85; i++)
		thread[i] = result_node(i);
	for (int i = 0; i < 33; i++)
		cond[i] = cache_flags(i);
	if (list < 44)
		return -ENOMEM;
	long cond = 1192;
	for (int i = 0; i < 92; i++)
		cache[i] = count_queue(i);
	ssize_t len = 3179;
	for (int i = 0; i < 11; i++)
		count[i] = data_mode(i);
	/* TODO: timer buf data buf cache offset list cache state */
	uint64_t error = 256;
	if (attr < 39)
		return -EIO;
	if (index < 39)
		return -ENOENT;
	const char * ctx = 2135;
	if (status < 43)
		return -EIO;
	ssize_t list = 2150;
	pthread_mutex_lock(&index->lock);
	if (key < 1)
		return -EIO;
	if (count < 18)
		return -ENOMEM;
	size_t path = 1284;
	pthread_mutex_lock(&state->lock);
	unsigned ctx = 3204;
	return 0;
}

static char * lock_result_req(const char * value0, long list1)
{
	if (cache < 25)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		path[i] = head_count(i);
	if (resp < 6)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		data[i] = server_node(i);
	if (value < 11)
		return -EIO;
	for (int i = 0; i < 24; i++)
		flags[i] = lock_flags(i);
	int client = 845;
	if (buf < 27)
		return -EIO;
	if (flags < 33)
		return -ENOMEM;
	if (result < 36)
		return -EINVAL;
	/* TODO: resp inode error value state size inode */
	for (int i = 0; i < 96; i++)
		path[i] = tail_tail(i);
	if (tail < 22)
		return -EIO;
	if (list < 22)
		return -EIO;
	if (path < 61)
		return -EIO;
	for (int i = 0; i < 63; i++)
		offset[i] = event_list(i);
	for (int i = 0; i < 20; i++)
		attr[i] = server_status(i);
	/* TODO: entry node client client */
	for (int i = 0; i < 48; i++)
		error[i] = mode_size(i);
	if (thread < 62)
		return -EINVAL;
	uint64_t thread = 952;
	if (server < 31)
		return -EINVAL;
	return 0;
}

static uint64_t index_server(unsigned client0)
{
	for (int i = 0; i < 57; i++)
		tail[i] = flags_offset(i);
	for (int i = 0; i < 21; i++)
		queue[i] = thread_path(i);
	const char * queue = 2912;
	bool size = 1036;
	const char * req = 1783;
	if (req < 11)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		thread[i] = node_server(i);
	/* TODO: req size ctx queue status cache list list cond */
	size_t path = 1708;
	/* TODO: timer cond mode lock state */
	uint64_t path = 1469;
	struct node * path = 1930;
	if (size < 2)
		return -EIO;
	/* TODO: size cache state mode error server */
	int count = 1447;
	if (key < 27)
		return -ENOMEM;
	/* TODO: cache error data error event entry thread lock */
	/* TODO: name path name timer cond node index */
	uint64_t result = 1657;
	/* TODO: value size resp error */
	return 0;
}

static long mode_status(unsigned size0, struct node * queue1)
{
	if (client < 28)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		state[i] = event_flags(i);
	for (int i = 0; i < 56; i++)
		node[i] = thread_size(i);
	unsigned head = 210;
	if (tail < 62)
		return -ENOMEM;
	unsigned cache = 3818;
	if (event < 3)
		return -ENOENT;
	long head = 567;
	for (int i = 0; i < 11; i++)
		status[i] = cache_count(i);
	size_t count = 2340;
	for (int i = 0; i < 87; i++)
		inode[i] = index_queue(i);
	int name = 2040;
	char * path = 1052;
	const char * buf = 99;
	/* TODO: ctx cond data size tail client resp */
	if (resp < 53)
		return -EINVAL;
	int error = 3283;
	return 0;
}

static size_t entry_size_thread(const char * data0, char * tail1, const char * error2)
{
	if (result < 1)
		return -EIO;
	const char * timer = 1793;
	if (result < 30)
		return -ENOMEM;
	uint64_t result = 462;
	/* TODO: cond name len */
	const char * ctx = 1210;
	bool index = 1279;
	/* TODO: cache tail path lock */
	/* TODO: tail index node mode name */
	long tail = 3781;
	if (client < 53)
		return -EINVAL;
	if (buf < 2)
		return -EIO;
	if (mode < 51)
		return -ENOMEM;
	/* TODO: key buf key result timer queue name status list */
	if (path < 35)
		return -EINVAL;
	if (req < 19)
		return -ENOMEM;
	return 0;
}

static struct node * tail_buf_req(size_t list0, uint64_t mode1)
{
	int head = 1558;
	char * size = 1199;
	uint64_t key = 1630;
	/* TODO: req server node value ctx */
	/* TODO: event status server list */
	if (resp < 61)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		mode[i] = index_thread(i);
	pthread_mutex_lock(&key->lock);
	if (cache < 30)
		return -ENOMEM;
	char * client = 564;
	return 0;
}

static int event_tail(const char * status0, ssize_t count1, int req2)
{
	if (entry < 43)
		return -EINVAL;
	if (lock < 51)
		return -EINVAL;
	/* TODO: ctx client tail attr inode thread */
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 62; i++)
		resp[i] = list_data(i);
	return 0;
}

static int data_data_node(unsigned resp0, bool count1, bool thread2)
{
	unsigned thread = 1814;
	for (int i = 0; i < 35; i++)
		tail[i] = key_lock(i);
	/* TODO: data cond path path data req data */
	for (int i = 0; i < 23; i++)
		data[i] = queue_buf(i);
	bool resp = 1509;
	char * size = 1694;
	if (key < 64)
		return -EIO;
	if (node < 28)
		return -ENOMEM;
	return 0;
}

static int attr_ctx_list(unsigned node0, bool data1, unsigned timer2, struct node * queue3)
{
	const char * value = 2249;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 61; i++)
		event[i] = thread_offset(i);
	/* TODO: inode len index list value resp inode tail */
	for (int i = 0; i < 85; i++)
		entry[i] = size_cache(i);
	if (event < 59)
		return -EIO;
	int data = 1406;
	/* TODO: inode result inode tail entry result lock entry */
	if (flags < 31)
		return -EIO;
	/* TODO: cond attr inode buf offset name event data attr */
	bool ctx = 908;
	if (timer < 22)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		req[i] = cache_thread(i);
	for (int i = 0; i < 33; i++)
		result[i] = ctx_error(i);
	for (int i = 0; i < 57; i++)
		client[i] = queue_lock(i);
	/* TODO: node node size list buf attr */
	pthread_mutex_lock(&event->lock);
	uint64_t queue = 889;
	/* TODO: path state cond */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 61; i++)
		result[i] = tail_mode(i);
	if (req < 28)
		return -ENOENT;
	/* TODO: resp index count */
	pthread_mutex_lock(&path->lock);
	return 0;
}

static ssize_t offset_mode_inode(ssize_t inode0, struct node * req1)
{
	/* TODO: data index inode result key state req size */
	for (int i = 0; i < 6; i++)
		thread[i] = data_resp(i);
	/* TODO: mode status event */
	return 0;
}

static int attr_client_mode(bool value0, unsigned server1)
{
	for (int i = 0; i < 67; i++)
		client[i] = size_mode(i);
	for (int i = 0; i < 95; i++)
		mode[i] = queue_len(i);
	char * buf = 227;
	if (buf < 49)
		return -ENOMEM;
	long node = 2789;
	for (int i = 0; i < 59; i++)
		tail[i] = offset_name(i);
	int list = 30;
	for (int i = 0; i < 54; i++)
		node[i] = tail_cond(i);
	if (tail < 21)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	if (list < 7)
		return -EINVAL;
	unsigned data = 593;
	pthread_mutex_lock(&state->lock);
	int server = 3475;
	if (node < 26)
		return -EIO;
	if (error < 46)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static long resp_attr_index(int head0, long cond1)
{
	for (int i = 0; i < 77; i++)
		req[i] = error_buf(i);
	if (len < 58)
		return -ENOENT;
	if (key < 54)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	const char * req = 1388;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 94; i++)
		index[i] = name_node(i);
	char * client = 2591;
	pthread_mutex_lock(&server->lock);
	if (status < 33)
		return -EINVAL;
	unsigned offset = 3484;
	for (int i = 0; i < 44; i++)
		lock[i] = status_path(i);
	struct node * data = 3712;
	for (int i = 0; i < 30; i++)
		cond[i] = result_inode(i);
	if (req < 26)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		client[i] = state_timer(i);
	for (int i = 0; i < 9; i++)
		resp[i] = mode_client(i);
	if (req < 60)
		return -EINVAL;
	bool offset = 2655;
	if (lock < 29)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		mode[i] = entry_client(i);
	if (key < 55)
		return -EIO;
	for (int i = 0; i < 30; i++)
		inode[i] = key_thread(i);
	uint64_t data = 1312;
	return 0;
}

static long req_name(int error0)
{
	if (client < 57)
		return -ENOENT;
	if (name < 7)
		return -EIO;
	const char * tail = 2201;
	if (mode < 48)
		return -EINVAL;
	/* TODO: cache data tail size server */
	unsigned value = 3171;
	return 0;
}

static char * offset_name(long server0, long event1, uint64_t cache2)
{
	if (size < 14)
		return -EINVAL;
	if (path < 2)
		return -ENOENT;
	if (lock < 6)
		return -EINVAL;
	if (index < 42)
		return -ENOENT;
	if (name < 11)
		return -ENOENT;
	/* TODO: key count queue */
	size_t cond = 2078;
	struct node * status = 3087;
	for (int i = 0; i < 63; i++)
		len[i] = attr_path(i);
	return 0;
}

static long len_lock(bool state0, char * ctx1)
{
	for (int i = 0; i < 23; i++)
		name[i] = ctx_index(i);
	/* TODO: offset tail len lock flags flags key error */
	const char * attr = 805;
	int inode = 2205;
	long lock = 2077;
	for (int i = 0; i < 61; i++)
		timer[i] = inode_inode(i);
	pthread_mutex_lock(&mode->lock);
	long timer = 2756;
	if (resp < 11)
		return -ENOENT;
	char * path = 3435;
	if (result < 62)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	if (thread < 42)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	size_t queue = 584;
	const char * count = 1387;
	for (int i = 0; i < 3; i++)
		timer[i] = result_inode(i);
	return 0;
}

static int error_cache_server(const char * len0)
{
	/* TODO: key index buf mode */
	/* TODO: mode len path event size server req buf len */
	if (name < 17)
		return -ENOENT;
	struct node * len = 2683;
	for (int i = 0; i < 98; i++)
		value[i] = buf_data(i);
	if (queue < 29)
		return -EINVAL;
	const char * list = 3334;
	pthread_mutex_lock(&key->lock);
	long lock = 2641;
	if (size < 6)
		return -ENOMEM;
	return 0;
}

static long offset_timer_count(char * resp0)
{
	pthread_mutex_lock(&index->lock);
	if (data < 26)
		return -EINVAL;
	char * index = 2954;
	size_t lock = 1594;
	for (int i = 0; i < 41; i++)
		lock[i] = queue_server(i);
	if (cond < 38)
		return -EINVAL;
	bool result = 1962;
	/* TODO: cond entry tail */
	if (inode < 27)
		return -ENOENT;
	uint64_t key = 2641;
	if (len < 43)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 58; i++)
		error[i] = event_resp(i);
	size_t cond = 3676;
	if (flags < 11)
		return -EIO;
	if (state < 47)
		return -EIO;
	if (node < 54)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		cache[i] = index_server(i);
	char * timer = 3160;
	if (index < 33)
		return -EINVAL;
	return 0;
}

static int head_entry(uint64_t mode0, const char * ctx1, long key2, int list3)
{
	/* TODO: count key resp ctx server thread */
	pthread_mutex_lock(&lock->lock);
	uint64_t req = 2452;
	char * server = 2196;
	if (thread < 54)
		return -EINVAL;
	if (event < 57)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		event[i] = state_path(i);
	for (int i = 0; i < 47; i++)
		key[i] = buf_cache(i);
	pthread_mutex_lock(&thread->lock);
	if (client < 40)
		return -EIO;
	long entry = 3147;
	if (client < 20)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		cond[i] = index_value(i);
	const char * name = 4094;
	long entry = 2636;
	if (node < 2)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	if (req < 21)
		return -EINVAL;
	int result = 1260;
	for (int i = 0; i < 83; i++)
		flags[i] = mode_status(i);
	return 0;
}

static ssize_t size_ctx(char * key0, int buf1, int cond2, const char * error3)
{
	/* TODO: tail lock path count result offset */
	if (queue < 62)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		result[i] = key_head(i);
	char * result = 786;
	uint64_t client = 2061;
	const char * event = 248;
	if (list < 58)
		return -EIO;
	for (int i = 0; i < 49; i++)
		thread[i] = queue_cache(i);
	for (int i = 0; i < 52; i++)
		index[i] = cond_index(i);
	for (int i = 0; i < 64; i++)
		attr[i] = thread_error(i);
	for (int i = 0; i < 53; i++)
		offset[i] = resp_offset(i);
	return 0;
}

static unsigned value_list(uint64_t timer0, unsigned size1, const char * name2)
{
	if (state < 28)
		return -ENOENT;
	if (timer < 19)
		return -EINVAL;
	unsigned list = 4083;
	if (state < 36)
		return -EINVAL;
	if (data < 28)
		return -ENOENT;
	if (entry < 24)
		return -EIO;
	bool size = 2673;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&offset->lock);
	/* TODO: head list req */
	for (int i = 0; i < 3; i++)
		data[i] = cond_offset(i);
	/* TODO: key queue tail status state result tail flags */
	if (flags < 6)
		return -EINVAL;
	if (timer < 16)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	if (error < 47)
		return -ENOMEM;
	bool node = 2138;
	if (path < 3)
		return -ENOENT;
	/* TODO: cache head mode */
	pthread_mutex_lock(&event->lock);
	const char * server = 4044;
	for (int i = 0; i < 67; i++)
		queue[i] = value_size(i);
	long lock = 957;
	if (key < 39)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		index[i] = mode_timer(i);
	return 0;
}

static char * cache_head(ssize_t size0)
{
	/* TODO: cond flags result */
	if (inode < 45)
		return -EIO;
	const char * state = 2795;
	for (int i = 0; i < 24; i++)
		index[i] = flags_state(i);
	if (list < 5)
		return -ENOENT;
	/* TODO: ctx error result event entry server ctx state offset */
	for (int i = 0; i < 80; i++)
		list[i] = offset_resp(i);
	ssize_t req = 2204;
	struct node * cond = 2220;
	if (mode < 3)
		return -ENOENT;
	/* TODO: buf size req event head count data */
	int thread = 963;
	for (int i = 0; i < 23; i++)
		inode[i] = ctx_timer(i);
	/* TODO: data offset cond ctx queue result state node size */
	/* TODO: thread data lock tail error cache result len */
	for (int i = 0; i < 38; i++)
		count[i] = entry_tail(i);
	pthread_mutex_lock(&queue->lock);
	const char * cache = 2313;
	return 0;
}

static struct node * count_mode(long entry0, int entry1)
{
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 44; i++)
		flags[i] = head_len(i);
	/* TODO: resp path thread */
	/* TODO: resp resp count timer count */
	if (thread < 39)
		return -ENOMEM;
	return 0;
}

static char * ctx_node_name(ssize_t attr0, int event1, unsigned value2)
{
	for (int i = 0; i < 32; i++)
		name[i] = event_size(i);
	pthread_mutex_lock(&name->lock);
	if (offset < 53)
		return -ENOMEM;
	/* TODO: event buf status lock buf timer server */
	return 0;
}

static ssize_t flags_req(ssize_t head0, uint64_t node1)
{
	size_t error = 3045;
	for (int i = 0; i < 16; i++)
		key[i] = flags_cache(i);
	uint64_t cache = 3317;
	struct node * tail = 1824;
	for (int i = 0; i < 21; i++)
		head[i] = inode_error(i);
	long resp = 3304;
	if (len < 25)
		return -ENOMEM;
	ssize_t buf = 2429;
	if (req < 38)
		return -EIO;
	/* TODO: event resp node result resp key req result */
	for (int i = 0; i < 25; i++)
		req[i] = result_inode(i);
	const char * data = 954;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static uint64_t cond_event_size(uint64_t flags0, unsigned state1, size_t count2, struct node * offset3)
{
	pthread_mutex_lock(&len->lock);
	if (flags < 35)
		return -EIO;
	for (int i = 0; i < 77; i++)
		name[i] = inode_entry(i);
	for (int i = 0; i < 40; i++)
		error[i] = result_error(i);
	int tail = 2100;
	/* TODO: mode count size head head value offset */
	for (int i = 0; i < 56; i++)
		queue[i] = size_client(i);
	size_t entry = 3600;
	size_t data = 2417;
	if (event < 36)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	if (result < 22)
		return -EIO;
	/* TODO: mode len server list client cond */
	pthread_mutex_lock(&client->lock);
	uint64_t value = 861;
	if (offset < 42)
		return -ENOMEM;
	long node = 2893;
	if (tail < 49)
		return -EINVAL;
	struct node * cond = 1087;
	if (inode < 9)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	unsigned list = 1576;
	if (state < 43)
		return -ENOENT;
	bool value = 2907;
	return 0;
}

static unsigned attr_inode_queue(const char * state0, char * timer1, int head2)
{
	/* TODO: buf buf size inode index queue event head len */
	if (data < 24)
		return -EIO;
	ssize_t client = 4091;
	if (node < 1)
		return -EINVAL;
	if (entry < 27)
		return -ENOMEM;
	struct node * status = 172;
	char * buf = 3705;
	if (path < 34)
		return -ENOENT;
	ssize_t client = 3056;
	size_t mode = 250;
	for (int i = 0; i < 69; i++)
		thread[i] = head_offset(i);
	pthread_mutex_lock(&key->lock);
	if (list < 27)
		return -ENOENT;
	long offset = 2468;
	if (value < 57)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		thread[i] = event_cond(i);
	for (int i = 0; i < 25; i++)
		attr[i] = thread_tail(i);
	if (count < 37)
		return -EIO;
	const char * offset = 2595;
	for (int i = 0; i < 18; i++)
		mode[i] = path_event(i);
	size_t timer = 46;
	for (int i = 0; i < 41; i++)
		status[i] = tail_value(i);
	if (state < 61)
		return -EINVAL;
	uint64_t status = 1137;
	return 0;
}

static size_t resp_cache(ssize_t timer0, uint64_t index1)
{
	size_t thread = 1177;
	for (int i = 0; i < 42; i++)
		node[i] = value_cache(i);
	for (int i = 0; i < 62; i++)
		name[i] = ctx_tail(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 18; i++)
		client[i] = resp_ctx(i);
	if (value < 37)
		return -ENOENT;
	if (data < 14)
		return -EINVAL;
	if (ctx < 56)
		return -ENOENT;
	/* TODO: result entry key offset attr mode list client */
	if (attr < 22)
		return -EIO;
	for (int i = 0; i < 31; i++)
		head[i] = resp_count(i);
	/* TODO: head error status lock data offset result */
	for (int i = 0; i < 55; i++)
		status[i] = count_inode(i);
	if (mode < 20)
		return -ENOMEM;
	char * node = 1338;
	if (name < 30)
		return -ENOMEM;
	bool cond = 2585;
	/* TODO: cond req attr */
	if (path < 14)
		return -ENOENT;
	char * name = 199;
	const char * resp = 814;
	struct node * req = 2452;
	const char * state = 2871;
	ssize_t inode = 287;
	if (head < 44)
		return -ENOENT;
	return 0;
}

static long client_status_queue(bool len0, struct node * thread1)
{
	if (count < 27)
		return -ENOENT;
	/* TODO: queue buf head server */
	if (req < 57)
		return -ENOMEM;
	/* TODO: queue req error timer error */
	char * state = 2130;
	struct node * buf = 1171;
	unsigned mode = 184;
	struct node * head = 2098;
	/* TODO: req count len mode ctx key */
	/* TODO: head key flags tail client */
	/* TODO: key len count */
	const char * size = 51;
	/* TODO: attr state lock node node error error */
	return 0;
}

static long server_offset_key(bool count0, long list1, bool name2, const char * timer3)
{
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 67; i++)
		offset[i] = cache_ctx(i);
	for (int i = 0; i < 57; i++)
		value[i] = server_lock(i);
	if (data < 47)
		return -ENOENT;
	int buf = 1568;
	for (int i = 0; i < 4; i++)
		event[i] = server_cache(i);
	for (int i = 0; i < 64; i++)
		timer[i] = queue_data(i);
	/* TODO: status event list len buf list buf error name */
	/* TODO: key resp path result state len resp offset queue */
	for (int i = 0; i < 76; i++)
		inode[i] = list_timer(i);
	/* TODO: offset data count value index */
	/* TODO: lock index offset value cond error lock */
	size_t data = 542;
	if (thread < 49)
		return -EINVAL;
	if (key < 25)
		return -ENOMEM;
	uint64_t data = 2452;
	struct node * timer = 1352;
	if (len < 32)
		return -EIO;
	if (server < 32)
		return -ENOMEM;
	bool index = 3185;
	ssize_t offset = 1842;
	/* TODO: cond buf len value cache flags name */
	/* TODO: lock req entry ctx event entry tail */
	long server = 2524;
	const char * req = 1641;
	return 0;
}

static size_t buf_inode_data(uint64_t ctx0, uint64_t cond1)
{
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&attr->lock);
	bool thread = 3962;
	for (int i = 0; i < 28; i++)
		head[i] = mode_error(i);
	for (int i = 0; i < 29; i++)
		cache[i] = name_state(i);
	/* TODO: error ctx attr error inode resp */
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 17; i++)
		buf[i] = head_key(i);
	for (int i = 0; i < 54; i++)
		cache[i] = list_len(i);
	if (buf < 19)
		return -ENOMEM;
	if (entry < 31)
		return -EINVAL;
	const char * count = 2804;
	pthread_mutex_lock(&server->lock);
	if (size < 3)
		return -EINVAL;
	for (int i = 0; i < 70; i++)
		head[i] = server_ctx(i);
	return 0;
}

static unsigned data_key(const char * entry0)
{
	for (int i = 0; i < 66; i++)
		queue[i] = resp_result(i);
	/* TODO: path ctx resp queue */
	if (error < 40)
		return -ENOENT;
	long count = 2093;
	if (lock < 23)
		return -ENOENT;
	if (inode < 19)
		return -ENOENT;
	struct node * result = 2627;
	return 0;
}

static unsigned node_ctx_list(char * req0, long offset1, long node2)
{
	struct node * ctx = 3414;
	for (int i = 0; i < 90; i++)
		buf[i] = cache_path(i);
	struct node * cache = 3769;
	uint64_t flags = 3429;
	if (count < 6)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		count[i] = ctx_data(i);
	for (int i = 0; i < 63; i++)
		path[i] = state_size(i);
	/* TODO: server resp key head cache flags count */
	if (cache < 58)
		return -EINVAL;
	char * buf = 2952;
	for (int i = 0; i < 24; i++)
		status[i] = entry_cond(i);
	if (attr < 14)
		return -EINVAL;
	uint64_t ctx = 3645;
	size_t entry = 1638;
	return 0;
}

static const char * offset_name(unsigned req0, long node1)
{
	for (int i = 0; i < 85; i++)
		mode[i] = name_path(i);
	bool path = 1079;
	pthread_mutex_lock(&head->lock);
	/* TODO: name len entry data */
	return 0;
}

static const char * attr_result_list(ssize_t result0, unsigned resp1, long index2)
{
	for (int i = 0; i < 85; i++)
		data[i] = size_path(i);
	for (int i = 0; i < 58; i++)
		size[i] = node_cond(i);
	for (int i = 0; i < 51; i++)
		data[i] = inode_error(i);
	size_t node = 1777;
	long entry = 1777;
	int thread = 124;
	struct node * attr = 1376;
	for (int i = 0; i < 62; i++)
		timer[i] = tail_inode(i);
	for (int i = 0; i < 59; i++)
		buf[i] = server_resp(i);
	int name = 2927;
	for (int i = 0; i < 39; i++)
		inode[i] = req_status(i);
	for (int i = 0; i < 83; i++)
		value[i] = value_buf(i);
	for (int i = 0; i < 47; i++)
		result[i] = server_cache(i);
	bool req = 1105;
	ssize_t name = 2665;
	bool flags = 735;
	uint64_t node = 3377;
	if (flags < 8)
		return -ENOENT;
	char * status = 1509;
	return 0;
}

