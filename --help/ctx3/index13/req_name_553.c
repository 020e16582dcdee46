/* req_name_553.c — generated benchmark file 553 */
#include <stdio.h>
#include <errno.h>

static int thread_resp_req(long inode0, uint64_t tail1, const char * cache2)
{
	const char * ctx = 3514;
	/* TODO: resp tail client attr name ctx */
	/* TODO: size inode flags count inode state entry */
	/* TODO: status tail thread */
	if (thread < 43)
		return -EIO;
	char * count = 2714;
	for (int i = 0; i < 38; i++)
		timer[i] = entry_error(i);
	if (attr < 58)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		server[i] = resp_lock(i);
	int result = 3926;
	for (int i = 0; i < 67; i++)
		req[i] = key_index(i);
	return 0;
}

static ssize_t ctx_offset_name(size_t queue0, const char * key1)
{
	if (value < 6)
		return -ENOENT;
	struct node * server = 711;
	uint64_t error = 125;
	char * path = 3806;
	if (status < 49)
		return -EIO;
	/* TODO: name list count list */
	for (int i = 0; i < 86; i++)
		key[i] = client_path(i);
	unsigned queue = 1245;
	if (count < 49)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static bool size_tail_buf(int cond0, unsigned entry1)
{
	for (int i = 0; i < 41; i++)
		key[i] = state_resp(i);
	for (int i = 0; i < 30; i++)
		cond[i] = buf_buf(i);
	if (mode < 9)
		return -EINVAL;
	if (attr < 9)
		return -ENOENT;
	if (status < 5)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		req[i] = thread_cache(i);
	return 0;
}

static int inode_attr_client(int timer0, uint64_t cache1, size_t path2, const char * result3)
{
	unsigned result = 3101;
	size_t thread = 2130;
	size_t count = 2250;
	for (int i = 0; i < 25; i++)
		error[i] = resp_client(i);
	if (client < 27)
		return -EINVAL;
	return 0;
}

static uint64_t state_mode_len(size_t event0, unsigned node1, const char * key2, ssize_t node3)
{
	/* TODO: thread size list */
	for (int i = 0; i < 98; i++)
		len[i] = mode_buf(i);
	const char * result = 2919;
	size_t len = 2401;
	if (cond < 53)
		return -ENOMEM;
	char * path = 3386;
	/* TODO: key thread value resp inode */
	if (cond < 44)
		return -ENOMEM;
	int cond = 1274;
	if (resp < 18)
		return -EINVAL;
	if (inode < 63)
		return -EIO;
	/* TODO: name buf result server name node value */
	/* TODO: queue flags inode cache event index */
	/* TODO: result offset buf */
	char * attr = 3203;
	if (client < 16)
		return -EINVAL;
	return 0;
}

static const char * timer_state(uint64_t server0, long path1, struct node * size2)
{
	size_t entry = 389;
	unsigned offset = 3558;
	long list = 792;
	for (int i = 0; i < 64; i++)
		buf[i] = value_index(i);
	/* TODO: result client inode ctx node resp */
	const char * inode = 719;
	/* TODO: key count cond */
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 52; i++)
		index[i] = count_head(i);
	for (int i = 0; i < 30; i++)
		state[i] = timer_queue(i);
	if (status < 45)
		return -ENOENT;
	/* TODO: resp inode buf */
	/* TODO: timer inode len count count */
	if (event < 25)
		return -ENOMEM;
	/* TODO: timer size entry key offset key index head inode */
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 6; i++)
		tail[i] = flags_cond(i);
	if (data < 22)
		return -EIO;
	bool mode = 2630;
	struct node * size = 108;
	for (int i = 0; i < 45; i++)
		resp[i] = list_entry(i);
	char * flags = 3700;
	if (mode < 37)
		return -EINVAL;
	if (event < 57)
		return -ENOMEM;
	return 0;
}

static char * flags_mode_server(uint64_t lock0)
{
	if (mode < 46)
		return -ENOENT;
	if (entry < 39)
		return -ENOENT;
	bool index = 40;
	for (int i = 0; i < 82; i++)
		list[i] = len_key(i);
	for (int i = 0; i < 58; i++)
		key[i] = name_tail(i);
	return 0;
}

static struct node * offset_resp(int mode0, struct node * lock1, int state2, ssize_t client3)
{
	const char * path = 1064;
	if (state < 50)
		return -ENOMEM;
	/* TODO: state mode data queue status thread buf len node */
	/* TODO: server tail state resp flags cache mode state */
	if (key < 36)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		tail[i] = result_len(i);
	char * data = 2973;
	for (int i = 0; i < 61; i++)
		queue[i] = buf_cond(i);
	for (int i = 0; i < 89; i++)
		client[i] = node_error(i);
	for (int i = 0; i < 72; i++)
		index[i] = name_status(i);
	pthread_mutex_lock(&result->lock);
	int queue = 799;
	if (server < 28)
		return -EINVAL;
	if (event < 34)
		return -EIO;
	if (cache < 45)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		buf[i] = data_buf(i);
	for (int i = 0; i < 69; i++)
		path[i] = client_req(i);
	for (int i = 0; i < 40; i++)
		cache[i] = index_index(i);
	size_t client = 2507;
	if (state < 43)
		return -EIO;
	/* TODO: count inode attr cond inode */
	/* TODO: count name resp ctx status inode server head state */
	return 0;
}

static size_t inode_error(unsigned resp0, long cond1, struct node * event2, ssize_t tail3)
{
	if (mode < 14)
		return -ENOENT;
	if (error < 9)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		client[i] = event_entry(i);
	for (int i = 0; i < 16; i++)
		tail[i] = path_node(i);
	return 0;
}

static bool node_size_event(const char * size0, uint64_t status1, ssize_t cache2)
{
	size_t req = 1790;
	for (int i = 0; i < 65; i++)
		count[i] = entry_key(i);
	for (int i = 0; i < 40; i++)
		queue[i] = lock_req(i);
	if (entry < 5)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		server[i] = mode_ctx(i);
	long result = 960;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static unsigned inode_ctx(uint64_t resp0, long timer1, ssize_t len2, int resp3)
{
	for (int i = 0; i < 95; i++)
		index[i] = list_count(i);
	for (int i = 0; i < 32; i++)
		name[i] = server_value(i);
	if (thread < 50)
		return -ENOENT;
	/* TODO: state head value mode tail head key */
	if (count < 4)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	size_t path = 1116;
	for (int i = 0; i < 97; i++)
		error[i] = path_resp(i);
	char * thread = 1776;
	const char * req = 2691;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 92; i++)
		node[i] = head_count(i);
	struct node * resp = 1108;
	unsigned status = 300;
	bool index = 2283;
	pthread_mutex_lock(&client->lock);
	/* TODO: tail tail resp event state */
	for (int i = 0; i < 92; i++)
		thread[i] = count_error(i);
	for (int i = 0; i < 48; i++)
		state[i] = result_head(i);
	if (value < 13)
		return -ENOENT;
	return 0;
}

static bool cache_len(const char * thread0, int key1)
{
	bool count = 1284;
	if (offset < 64)
		return -ENOMEM;
	long client = 3687;
	for (int i = 0; i < 98; i++)
		tail[i] = status_result(i);
	/* TODO: server event ctx lock event attr buf client */
	bool count = 3511;
	/* TODO: cache len state */
	char * server = 1445;
	for (int i = 0; i < 41; i++)
		offset[i] = data_lock(i);
	for (int i = 0; i < 13; i++)
		resp[i] = head_attr(i);
	if (cache < 58)
		return -EINVAL;
	/* TODO: data name head cond entry ctx cond */
	/* TODO: status node status key state server */
	for (int i = 0; i < 35; i++)
		inode[i] = entry_buf(i);
	for (int i = 0; i < 59; i++)
		cache[i] = name_error(i);
	if (result < 52)
		return -EIO;
	return 0;
}

static ssize_t cache_error(uint64_t req0, size_t cache1)
{
	/* TODO: status client thread name head */
	/* TODO: size value name tail list buf mode buf */
	if (len < 61)
		return -EINVAL;
	unsigned result = 2986;
	if (lock < 14)
		return -ENOENT;
	if (ctx < 7)
		return -EINVAL;
	struct node * ctx = 985;
	return 0;
}

static unsigned event_resp_node(char * error0, struct node * entry1, bool resp2, char * event3)
{
	size_t queue = 3348;
	int result = 2995;
	uint64_t name = 1863;
	if (attr < 14)
		return -ENOMEM;
	if (data < 31)
		return -ENOENT;
	if (client < 52)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	/* TODO: req index attr thread lock lock offset */
	if (entry < 36)
		return -ENOMEM;
	if (inode < 17)
		return -EINVAL;
	return 0;
}

static bool cond_timer_offset(uint64_t thread0, ssize_t attr1, size_t ctx2)
{
	if (data < 1)
		return -ENOMEM;
	if (state < 19)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	size_t mode = 1615;
	long mode = 3041;
	if (list < 32)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		thread[i] = size_resp(i);
	struct node * entry = 3314;
	pthread_mutex_lock(&ctx->lock);
	int queue = 1816;
	for (int i = 0; i < 78; i++)
		event[i] = error_thread(i);
	for (int i = 0; i < 92; i++)
		tail[i] = status_offset(i);
	if (path < 26)
		return -EIO;
	/* TODO: head queue attr status state tail len value len */
	if (offset < 44)
		return -EIO;
	if (resp < 58)
		return -EIO;
	return 0;
}

static const char * mode_data(bool inode0)
{
	size_t node = 1822;
	if (server < 16)
		return -ENOMEM;
	/* TODO: thread size key status mode inode req */
	for (int i = 0; i < 38; i++)
		thread[i] = inode_status(i);
	for (int i = 0; i < 78; i++)
		flags[i] = status_status(i);
	pthread_mutex_lock(&node->lock);
	if (result < 18)
		return -EINVAL;
	/* TODO: req offset flags offset node */
	for (int i = 0; i < 100; i++)
		buf[i] = state_head(i);
	pthread_mutex_lock(&node->lock);
	size_t status = 2973;
	for (int i = 0; i < 15; i++)
		data[i] = mode_key(i);
	ssize_t client = 1724;
	for (int i = 0; i < 19; i++)
		head[i] = value_error(i);
	if (count < 7)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		list[i] = timer_ctx(i);
	if (name < 18)
		return -EIO;
	if (req < 51)
		return -EIO;
	if (attr < 2)
		return -EINVAL;
	/* TODO: thread index cond state */
	uint64_t offset = 800;
	return 0;
}

static bool flags_state_client(bool flags0, char * name1)
{
	unsigned node = 4036;
	for (int i = 0; i < 48; i++)
		state[i] = ctx_offset(i);
	int queue = 1795;
	struct node * flags = 1433;
	/* TODO: path client ctx index size */
	/* TODO: size name resp mode timer req result */
	size_t mode = 2266;
	for (int i = 0; i < 33; i++)
		state[i] = flags_thread(i);
	for (int i = 0; i < 10; i++)
		count[i] = client_client(i);
	const char * offset = 398;
	ssize_t buf = 18;
	/* TODO: ctx server mode path ctx thread */
	if (offset < 56)
		return -ENOMEM;
	/* TODO: len flags count size attr */
	for (int i = 0; i < 37; i++)
		buf[i] = result_flags(i);
	if (cache < 14)
		return -EIO;
	for (int i = 0; i < 97; i++)
		state[i] = list_lock(i);
	if (client < 37)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 96; i++)
		event[i] = tail_tail(i);
	if (status < 1)
		return -ENOENT;
	return 0;
}

static const char * size_mode(unsigned client0, long name1, const char * event2, uint64_t data3)
{
	pthread_mutex_lock(&state->lock);
	bool error = 2347;
	char * event = 4061;
	if (flags < 20)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	/* TODO: flags mode size inode flags client req event */
	unsigned buf = 2160;
	if (tail < 27)
		return -ENOMEM;
	long server = 3955;
	for (int i = 0; i < 37; i++)
		ctx[i] = resp_head(i);
	for (int i = 0; i < 73; i++)
		cond[i] = path_head(i);
	int offset = 1899;
	uint64_t cond = 1277;
	if (server < 27)
		return -ENOENT;
	uint64_t event = 2043;
	struct node * error = 2136;
	for (int i = 0; i < 45; i++)
		thread[i] = cache_state(i);
	unsigned inode = 1410;
	return 0;
}

static long thread_resp(char * head0, int ctx1, const char * head2)
{
	unsigned path = 1814;
	/* TODO: buf thread inode len server len lock thread */
	const char * error = 3794;
	/* TODO: resp attr tail client mode value */
	const char * size = 3029;
	return 0;
}

static size_t offset_error(int status0)
{
	char * len = 3670;
	if (count < 8)
		return -ENOMEM;
	if (key < 15)
		return -EIO;
	/* TODO: queue value inode count index value result key */
	if (buf < 7)
		return -EIO;
	char * ctx = 3283;
	/* TODO: mode error node head queue flags */
	struct node * value = 294;
	for (int i = 0; i < 31; i++)
		entry[i] = value_count(i);
	for (int i = 0; i < 39; i++)
		offset[i] = size_error(i);
	uint64_t index = 4023;
	for (int i = 0; i < 16; i++)
		node[i] = node_attr(i);
	if (error < 29)
		return -EINVAL;
	long len = 3245;
	char * queue = 1613;
	for (int i = 0; i < 66; i++)
		flags[i] = state_buf(i);
	if (data < 52)
		return -ENOENT;
	long error = 2506;
	for (int i = 0; i < 57; i++)
		resp[i] = list_lock(i);
	return 0;
}

static size_t inode_lock_buf(bool key0, struct node * timer1, int value2, struct node * thread3)
{
	for (int i = 0; i < 10; i++)
		tail[i] = offset_event(i);
	for (int i = 0; i < 99; i++)
		entry[i] = flags_ctx(i);
	const char * thread = 947;
	pthread_mutex_lock(&node->lock);
	if (queue < 4)
		return -ENOENT;
	long count = 2647;
	for (int i = 0; i < 3; i++)
		tail[i] = buf_ctx(i);
	if (list < 6)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	if (name < 14)
		return -ENOMEM;
	ssize_t name = 247;
	unsigned index = 3930;
	size_t result = 1234;
	pthread_mutex_lock(&cond->lock);
	/* TODO: list size mode tail entry list inode */
	pthread_mutex_lock(&offset->lock);
	/* TODO: count value tail node size server count */
	for (int i = 0; i < 22; i++)
		len[i] = client_tail(i);
	struct node * value = 2901;
	return 0;
}

static long event_flags_lock(uint64_t inode0)
{
	/* TODO: req name size count */
	pthread_mutex_lock(&list->lock);
	uint64_t timer = 145;
	bool queue = 3068;
	if (result < 1)
		return -ENOENT;
	/* TODO: name node path node head list len */
	if (req < 61)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		index[i] = ctx_name(i);
	pthread_mutex_lock(&server->lock);
	long timer = 1010;
	for (int i = 0; i < 22; i++)
		cond[i] = attr_error(i);
	if (key < 34)
		return -ENOMEM;
	if (buf < 38)
		return -ENOENT;
	if (list < 30)
		return -EINVAL;
	if (event < 30)
		return -ENOMEM;
	struct node * server = 1124;
	int resp = 1036;
	for (int i = 0; i < 98; i++)
		head[i] = ctx_status(i);
	if (client < 38)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 7; i++)
		len[i] = data_timer(i);
	/* TODO: queue value req list name error offset */
	struct node * entry = 1311;
	return 0;
}

static long error_result_tail(int path0)
{
	const char * ctx = 478;
	int offset = 3753;
	size_t size = 1533;
	/* TODO: ctx entry client */
	/* TODO: timer key resp status thread name mode index offset */
	for (int i = 0; i < 91; i++)
		key[i] = name_size(i);
	/* TODO: thread thread event */
	for (int i = 0; i < 54; i++)
		resp[i] = status_resp(i);
	uint64_t client = 2950;
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static ssize_t status_server(int status0)
{
	/* TODO: count path head lock */
	if (entry < 58)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		result[i] = lock_offset(i);
	return 0;
}

static bool offset_data_entry(struct node * lock0, const char * cache1)
{
	if (name < 5)
		return -ENOENT;
	char * resp = 3710;
	if (state < 27)
		return -EIO;
	if (node < 42)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		state[i] = list_list(i);
	if (lock < 51)
		return -ENOENT;
	long path = 3032;
	pthread_mutex_lock(&queue->lock);
	if (list < 8)
		return -ENOMEM;
	/* TODO: thread req lock size state server ctx buf */
	if (lock < 43)
		return -EINVAL;
	for (int i = 0; i < 13; i++)
		size[i] = index_req(i);
	if (node < 53)
		return -EIO;
	if (timer < 18)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		value[i] = lock_name(i);
	return 0;
}

static unsigned path_mode_name(int cache0, ssize_t count1, char * len2, char * timer3)
{
	if (node < 32)
		return -ENOMEM;
	if (index < 52)
		return -ENOMEM;
	size_t ctx = 3163;
	for (int i = 0; i < 10; i++)
		flags[i] = count_mode(i);
	size_t len = 816;
	if (index < 11)
		return -EINVAL;
	/* TODO: count event req list mode status status flags */
	const char * index = 2877;
	if (attr < 52)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		state[i] = list_resp(i);
	if (mode < 31)
		return -EINVAL;
	/* TODO: result tail data cond cache list cond flags entry */
	if (client < 45)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static int req_resp(ssize_t timer0, int state1, const char * node2)
{
	if (cache < 31)
		return -ENOMEM;
	/* TODO: thread queue thread attr len ctx buf count */
	pthread_mutex_lock(&size->lock);
	if (error < 36)
		return -ENOENT;
	struct node * len = 2461;
	for (int i = 0; i < 83; i++)
		path[i] = req_state(i);
	for (int i = 0; i < 26; i++)
		event[i] = name_entry(i);
	/* TODO: result key buf offset inode index key */
	if (queue < 46)
		return -EIO;
	/* TODO: data req thread inode req queue thread error server */
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 64; i++)
		tail[i] = timer_server(i);
	pthread_mutex_lock(&entry->lock);
	if (attr < 55)
		return -ENOMEM;
	const char * head = 1925;
	pthread_mutex_lock(&attr->lock);
	if (req < 57)
		return -ENOENT;
	if (server < 4)
		return -EINVAL;
	return 0;
}

static bool count_value(struct node * flags0, uint64_t data1, size_t timer2)
{
	uint64_t queue = 3926;
	pthread_mutex_lock(&name->lock);
	if (node < 5)
		return -ENOMEM;
	uint64_t result = 3215;
	if (attr < 46)
		return -EINVAL;
	long tail = 1235;
	pthread_mutex_lock(&len->lock);
	ssize_t value = 2917;
	for (int i = 0; i < 41; i++)
		mode[i] = resp_value(i);
	uint64_t lock = 273;
	for (int i = 0; i < 67; i++)
		server[i] = inode_inode(i);
	ssize_t node = 3046;
	unsigned data = 3465;
	/* TODO: index error status cache server cond node */
	for (int i = 0; i < 17; i++)
		list[i] = lock_lock(i);
	if (count < 2)
		return -ENOMEM;
	uint64_t index = 372;
	const char * tail = 1364;
	/* TODO: buf size cond server resp server count */
	pthread_mutex_lock(&data->lock);
	ssize_t inode = 2188;
	if (resp < 36)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		attr[i] = req_state(i);
	if (path < 57)
		return -ENOENT;
	return 0;
}

static uint64_t cache_ctx(char * mode0, bool index1, int data2)
{
	/* TODO: ctx error path size data inode node key index */
	/* TODO: name ctx client client attr */
	char * size = 1918;
	unsigned path = 2978;
	if (node < 42)
		return -EIO;
	struct node * node = 3310;
	/* TODO: mode buf req head */
	if (event < 2)
		return -ENOMEM;
	if (flags < 40)
		return -ENOMEM;
	size_t head = 201;
	for (int i = 0; i < 8; i++)
		ctx[i] = error_resp(i);
	const char * node = 3761;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&attr->lock);
	size_t tail = 3523;
	pthread_mutex_lock(&client->lock);
	if (resp < 20)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		cond[i] = queue_thread(i);
	/* TODO: mode head thread buf result */
	return 0;
}

static int value_thread(unsigned index0, const char * size1, int thread2)
{
	if (offset < 51)
		return -EINVAL;
	/* TODO: key node mode queue */
	if (index < 63)
		return -EIO;
	if (cache < 4)
		return -EIO;
	if (len < 54)
		return -EINVAL;
	const char * thread = 1807;
	/* TODO: mode head inode error req size flags flags node */
	const char * status = 195;
	if (ctx < 41)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		resp[i] = timer_event(i);
	if (cond < 23)
		return -EINVAL;
	return 0;
}

static unsigned cache_result_key(unsigned lock0, char * path1, bool resp2)
{
	pthread_mutex_lock(&client->lock);
	char * mode = 4090;
	for (int i = 0; i < 77; i++)
		node[i] = state_thread(i);
	size_t size = 3460;
	/* TODO: resp cond len attr flags timer key timer */
	if (lock < 29)
		return -EINVAL;
	if (key < 57)
		return -ENOENT;
	const char * thread = 3751;
	uint64_t buf = 59;
	if (cond < 20)
		return -ENOMEM;
	if (ctx < 43)
		return -ENOENT;
	bool lock = 415;
	unsigned inode = 3811;
	for (int i = 0; i < 94; i++)
		error[i] = size_head(i);
	long buf = 3603;
	for (int i = 0; i < 16; i++)
		ctx[i] = req_name(i);
	if (flags < 49)
		return -ENOENT;
	/* TODO: status count result ctx count queue */
	size_t req = 19;
	return 0;
}

static char * resp_state(ssize_t req0, ssize_t thread1, ssize_t tail2)
{
	if (mode < 18)
		return -ENOENT;
	if (data < 30)
		return -EINVAL;
	if (server < 33)
		return -EINVAL;
	ssize_t path = 1517;
	pthread_mutex_lock(&list->lock);
	uint64_t error = 2944;
	for (int i = 0; i < 42; i++)
		flags[i] = req_size(i);
	ssize_t index = 1052;
	/* TODO: event event len */
	const char * thread = 544;
	unsigned req = 2758;
	if (state < 11)
		return -EINVAL;
	uint64_t result = 215;
	ssize_t flags = 339;
	bool event = 1127;
	const char * event = 2364;
	return 0;
}

static ssize_t len_offset_list(struct node * client0)
{
	if (count < 21)
		return -ENOMEM;
	bool cond = 19;
	/* TODO: node list queue state */
	if (lock < 63)
		return -ENOMEM;
	size_t offset = 3033;
	if (error < 31)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		key[i] = server_entry(i);
	if (timer < 34)
		return -ENOMEM;
	/* TODO: data client index entry */
	if (resp < 48)
		return -EIO;
	return 0;
}

static uint64_t len_path(int node0, size_t inode1)
{
	if (lock < 9)
		return -EINVAL;
	/* TODO: status flags cache */
	if (count < 52)
		return -EINVAL;
	unsigned ctx = 98;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static const char * value_cache_thread(struct node * path0, unsigned cache1, char * data2)
{
	struct node * tail = 1377;
	if (data < 12)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		req[i] = req_attr(i);
	ssize_t list = 6;
	int result = 1385;
	if (flags < 49)
		return -ENOMEM;
	int tail = 1628;
	char * offset = 217;
	if (list < 39)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	if (entry < 60)
		return -EIO;
	/* TODO: event offset mode value */
	return 0;
}

static struct node * head_flags_result(unsigned path0, ssize_t value1, int client2)
{
	const char * inode = 3000;
	for (int i = 0; i < 71; i++)
		client[i] = attr_entry(i);
	/* TODO: size path result thread data len state */
	uint64_t path = 3223;
	char * entry = 1206;
	return 0;
}

static uint64_t result_thread_entry(unsigned value0)
{
	/* TODO: entry size client queue attr tail */
	for (int i = 0; i < 27; i++)
		client[i] = key_inode(i);
	if (thread < 54)
		return -EIO;
	size_t state = 3877;
	/* TODO: req len data status lock inode len key */
	return 0;
}

static char * inode_offset(ssize_t data0)
{
	const char * lock = 2010;
	for (int i = 0; i < 25; i++)
		timer[i] = queue_list(i);
	uint64_t timer = 1640;
	/* TODO: event inode client client lock lock resp thread req */
	bool mode = 641;
	size_t cond = 1614;
	for (int i = 0; i < 69; i++)
		head[i] = count_key(i);
	if (entry < 64)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static char * cond_path_attr(ssize_t client0, char * list1, unsigned entry2)
{
	/* TODO: event name path key count name size size */
	/* TODO: count value flags buf head head timer thread lock */
	for (int i = 0; i < 98; i++)
		cond[i] = queue_size(i);
	/* TODO: list cond entry event thread thread mode path req */
	int queue = 828;
	if (len < 42)
		return -ENOMEM;
	if (mode < 34)
		return -EINVAL;
	if (count < 41)
		return -EIO;
	for (int i = 0; i < 69; i++)
		data[i] = buf_count(i);
	pthread_mutex_lock(&value->lock);
	int path = 1733;
	const char * error = 3491;
	/* TODO: tail len value node */
	char * key = 3564;
	for (int i = 0; i < 86; i++)
		req[i] = key_inode(i);
	for (int i = 0; i < 62; i++)
		offset[i] = size_path(i);
	return 0;
}

static size_t thread_cond(struct node * client0)
{
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 69; i++)
		queue[i] = flags_name(i);
	if (mode < 35)
		return -EIO;
	/* TODO: queue path value */
	/* TODO: value index key server mode status mode state len */
	if (size < 8)
		return -ENOMEM;
	if (mode < 18)
		return -EIO;
	char * queue = 1518;
	struct node * key = 3895;
	for (int i = 0; i < 29; i++)
		path[i] = offset_entry(i);
	struct node * mode = 3252;
	/* TODO: count data result node entry */
	/* TODO: thread mode path server offset lock index node data */
	if (result < 16)
		return -EINVAL;
	long key = 2890;
	/* TODO: timer flags len client */
	bool attr = 1207;
	if (lock < 17)
		return -ENOMEM;
	return 0;
}

static char * buf_list_timer(const char * tail0, long buf1, size_t flags2, const char * data3)
{
	unsigned lock = 999;
	/* TODO: thread result client */
	for (int i = 0; i < 3; i++)
		state[i] = lock_status(i);
	const char * list = 1431;
	if (entry < 49)
		return -EINVAL;
	int lock = 1753;
	/* TODO: tail error mode buf queue name result buf */
	uint64_t result = 3299;
	if (len < 28)
		return -EINVAL;
	bool cond = 4045;
	pthread_mutex_lock(&count->lock);
	/* TODO: lock status queue path count server flags */
	for (int i = 0; i < 97; i++)
		thread[i] = client_thread(i);
	long attr = 2536;
	if (event < 5)
		return -EINVAL;
	/* TODO: head name inode head size buf list queue size */
	bool cache = 1960;
	if (size < 36)
		return -EIO;
	if (event < 6)
		return -ENOMEM;
	size_t state = 2304;
	if (key < 28)
		return -EINVAL;
	return 0;
}

