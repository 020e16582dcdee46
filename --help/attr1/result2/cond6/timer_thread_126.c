/* timer_thread_126.c — generated benchmark file 126 */
#include <stdio.h>
#include <errno.h>

static struct node * inode_buf(unsigned flags0)
{
	for (int i = 0; i < 44; i++)
		ctx[i] = event_server(i);
	size_t state = 3264;
	for (int i = 0; i < 59; i++)
		lock[i] = attr_client(i);
	long offset = 2665;
	/* TODO: buf queue state event */
	ssize_t timer = 138;
	for (int i = 0; i < 20; i++)
		cond[i] = cache_flags(i);
	/* TODO: len req server */
	for (int i = 0; i < 81; i++)
		result[i] = buf_result(i);
	if (flags < 4)
		return -EIO;
	ssize_t index = 1041;
	struct node * list = 2509;
	uint64_t inode = 4021;
	if (index < 28)
		return -ENOENT;
	if (cond < 17)
		return -ENOENT;
	struct node * client = 115;
	/* TODO: result state offset head client lock value attr */
	return 0;
}

static size_t data_index(char * cache0)
{
	struct node * tail = 2269;
	if (offset < 26)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	long cond = 870;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 25; i++)
		inode[i] = name_value(i);
	if (count < 48)
		return -ENOMEM;
	for (int i = 0; i < 29; i++)
		event[i] = node_req(i);
	if (cache < 20)
		return -EINVAL;
	uint64_t path = 4048;
	return 0;
}

static struct node * value_tail_buf(ssize_t len0)
{
	bool mode = 1522;
	/* TODO: cache key tail offset path thread head name offset */
	char * queue = 3417;
	uint64_t timer = 3412;
	const char * thread = 3784;
	char * status = 2709;
	for (int i = 0; i < 51; i++)
		inode[i] = thread_path(i);
	/* TODO: node name lock tail buf flags name offset */
	struct node * req = 2095;
	for (int i = 0; i < 67; i++)
		status[i] = error_count(i);
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 13; i++)
		flags[i] = state_count(i);
	for (int i = 0; i < 48; i++)
		queue[i] = name_cache(i);
	return 0;
}

static char * mode_lock(int timer0, int queue1, unsigned inode2, size_t node3)
{
	ssize_t state = 563;
	char * name = 316;
	/* TODO: tail key error thread event list */
	for (int i = 0; i < 44; i++)
		list[i] = ctx_server(i);
	pthread_mutex_lock(&inode->lock);
	if (timer < 63)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	if (event < 53)
		return -EINVAL;
	if (ctx < 5)
		return -EINVAL;
	if (value < 33)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		timer[i] = data_buf(i);
	/* TODO: list queue head node buf result thread */
	bool result = 3671;
	return 0;
}

static uint64_t ctx_req(struct node * queue0, long name1, bool len2, long resp3)
{
	if (head < 43)
		return -EIO;
	const char * ctx = 3805;
	if (lock < 41)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	if (timer < 54)
		return -EIO;
	long event = 287;
	return 0;
}

static uint64_t node_error_node(long name0, int cache1, bool offset2)
{
	struct node * buf = 4000;
	pthread_mutex_lock(&status->lock);
	if (queue < 55)
		return -EIO;
	/* TODO: inode ctx head value timer */
	/* TODO: thread entry name data len index key ctx */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 74; i++)
		offset[i] = size_name(i);
	unsigned ctx = 197;
	pthread_mutex_lock(&req->lock);
	const char * timer = 3029;
	ssize_t status = 4085;
	for (int i = 0; i < 77; i++)
		buf[i] = req_size(i);
	bool error = 311;
	if (head < 59)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		flags[i] = name_thread(i);
	for (int i = 0; i < 12; i++)
		entry[i] = head_path(i);
	size_t status = 369;
	ssize_t count = 1468;
	bool thread = 1072;
	bool list = 3351;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 2; i++)
		state[i] = result_size(i);
	if (node < 33)
		return -EIO;
	ssize_t lock = 4063;
	unsigned cache = 856;
	return 0;
}

static ssize_t lock_thread_error(struct node * attr0, char * head1, long inode2, size_t len3)
{
	if (queue < 22)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	if (event < 30)
		return -EINVAL;
	if (timer < 47)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		status[i] = buf_count(i);
	/* TODO: size count value */
	char * index = 1175;
	uint64_t data = 1954;
	size_t result = 358;
	/* TODO: server buf state */
	for (int i = 0; i < 73; i++)
		cond[i] = queue_len(i);
	for (int i = 0; i < 3; i++)
		flags[i] = data_status(i);
	if (state < 23)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 4; i++)
		head[i] = list_entry(i);
	if (name < 30)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		value[i] = cache_inode(i);
	pthread_mutex_lock(&mode->lock);
	const char * server = 82;
	return 0;
}

static char * len_list(const char * flags0, const char * mode1, const char * inode2, long queue3)
{
	for (int i = 0; i < 65; i++)
		entry[i] = thread_inode(i);
	/* TODO: queue entry inode ctx error resp status */
	for (int i = 0; i < 97; i++)
		resp[i] = key_server(i);
	for (int i = 0; i < 45; i++)
		status[i] = ctx_list(i);
	if (key < 6)
		return -EINVAL;
	bool client = 988;
	if (name < 56)
		return -EINVAL;
	if (inode < 32)
		return -ENOMEM;
	ssize_t state = 3185;
	if (ctx < 34)
		return -EINVAL;
	if (list < 13)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	long node = 2731;
	for (int i = 0; i < 76; i++)
		queue[i] = cond_value(i);
	for (int i = 0; i < 64; i++)
		data[i] = ctx_client(i);
	for (int i = 0; i < 86; i++)
		index[i] = head_resp(i);
	const char * cond = 3745;
	int result = 404;
	if (count < 47)
		return -ENOENT;
	/* TODO: name cond resp entry key cond thread ctx timer */
	if (path < 31)
		return -EIO;
	/* TODO: path name queue node */
	int cache = 682;
	/* TODO: entry status data offset key head inode list flags */
	return 0;
}

static int lock_status(const char * buf0)
{
	if (error < 34)
		return -EINVAL;
	/* TODO: name state path name */
	if (value < 15)
		return -ENOMEM;
	unsigned cache = 3399;
	if (req < 30)
		return -ENOMEM;
	size_t event = 211;
	/* TODO: key status cache key attr client */
	/* TODO: entry index resp flags inode result key mode size */
	const char * event = 3187;
	const char * data = 3509;
	int node = 1873;
	for (int i = 0; i < 23; i++)
		data[i] = len_timer(i);
	if (mode < 44)
		return -ENOMEM;
	/* TODO: ctx attr data client cache cond */
	for (int i = 0; i < 74; i++)
		index[i] = data_name(i);
	return 0;
}

static long ctx_event_count(bool buf0)
{
	bool offset = 1305;
	pthread_mutex_lock(&name->lock);
	int inode = 523;
	/* TODO: value server result size len index size event error */
	int result = 484;
	bool event = 3780;
	size_t event = 3622;
	/* TODO: error attr cache status cache */
	/* TODO: event entry mode resp resp queue */
	for (int i = 0; i < 77; i++)
		path[i] = lock_offset(i);
	for (int i = 0; i < 100; i++)
		server[i] = timer_data(i);
	for (int i = 0; i < 81; i++)
		path[i] = size_ctx(i);
	return 0;
}

static char * flags_len(char * error0, ssize_t event1, bool entry2)
{
	if (server < 2)
		return -EINVAL;
	ssize_t key = 1549;
	if (count < 59)
		return -ENOMEM;
	/* TODO: state mode buf event index list count tail */
	for (int i = 0; i < 62; i++)
		lock[i] = offset_ctx(i);
	long req = 36;
	if (result < 57)
		return -ENOENT;
	bool cache = 2719;
	if (result < 61)
		return -ENOMEM;
	if (key < 1)
		return -ENOENT;
	if (data < 17)
		return -ENOENT;
	uint64_t flags = 1772;
	if (queue < 12)
		return -EIO;
	/* TODO: entry client tail */
	/* TODO: data buf count state */
	/* TODO: size attr tail tail */
	/* TODO: req count head inode inode */
	const char * thread = 1366;
	if (mode < 52)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	if (thread < 7)
		return -EIO;
	size_t head = 1195;
	for (int i = 0; i < 92; i++)
		ctx[i] = size_value(i);
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static uint64_t cond_head(size_t len0, size_t result1, long head2)
{
	if (key < 32)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		thread[i] = tail_head(i);
	/* TODO: buf key value */
	if (list < 25)
		return -EINVAL;
	int status = 2755;
	for (int i = 0; i < 43; i++)
		node[i] = resp_status(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 52; i++)
		mode[i] = lock_resp(i);
	size_t ctx = 3962;
	/* TODO: len list ctx attr */
	char * list = 693;
	char * flags = 2769;
	/* TODO: attr head thread name timer value */
	uint64_t key = 905;
	/* TODO: head event client size index mode tail */
	if (flags < 37)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		buf[i] = client_event(i);
	for (int i = 0; i < 83; i++)
		node[i] = cache_flags(i);
	struct node * thread = 2421;
	/* TODO: len event server */
	if (buf < 16)
		return -ENOMEM;
	if (path < 55)
		return -ENOMEM;
	int index = 432;
	return 0;
}

static const char * client_attr_count(struct node * cache0)
{
	/* TODO: event cond tail tail */
	pthread_mutex_lock(&len->lock);
	int result = 2107;
	uint64_t data = 2666;
	pthread_mutex_lock(&timer->lock);
	/* TODO: client inode name status thread queue head */
	if (status < 22)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		path[i] = attr_event(i);
	if (req < 30)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	if (server < 15)
		return -EIO;
	for (int i = 0; i < 90; i++)
		head[i] = value_mode(i);
	struct node * queue = 774;
	for (int i = 0; i < 18; i++)
		count[i] = len_index(i);
	for (int i = 0; i < 48; i++)
		timer[i] = data_cond(i);
	return 0;
}

static ssize_t error_server(int timer0, bool req1, struct node * buf2, ssize_t entry3)
{
	pthread_mutex_lock(&data->lock);
	if (result < 26)
		return -EINVAL;
	uint64_t count = 2410;
	for (int i = 0; i < 52; i++)
		node[i] = flags_list(i);
	long cond = 2325;
	/* TODO: len offset len state cond path status event server */
	/* TODO: timer entry ctx list cache key */
	if (queue < 25)
		return -ENOENT;
	struct node * attr = 1574;
	for (int i = 0; i < 59; i++)
		result[i] = index_client(i);
	for (int i = 0; i < 85; i++)
		lock[i] = node_req(i);
	/* TODO: state len key entry */
	if (queue < 13)
		return -EINVAL;
	return 0;
}

static long list_ctx_index(ssize_t event0, uint64_t offset1, const char * key2)
{
	if (lock < 61)
		return -ENOENT;
	struct node * queue = 3579;
	const char * index = 947;
	/* TODO: flags offset lock value count cond attr flags offset */
	for (int i = 0; i < 30; i++)
		head[i] = attr_ctx(i);
	struct node * server = 3411;
	ssize_t data = 700;
	long tail = 3706;
	pthread_mutex_lock(&value->lock);
	ssize_t req = 1779;
	for (int i = 0; i < 86; i++)
		value[i] = req_resp(i);
	pthread_mutex_lock(&count->lock);
	int req = 1552;
	if (queue < 60)
		return -ENOMEM;
	if (value < 44)
		return -EIO;
	const char * index = 3674;
	if (queue < 26)
		return -EINVAL;
	if (cache < 23)
		return -ENOMEM;
	struct node * ctx = 3085;
	return 0;
}

static unsigned len_attr_lock(char * flags0, long mode1, const char * offset2, uint64_t resp3)
{
	bool mode = 2117;
	for (int i = 0; i < 80; i++)
		status[i] = error_cond(i);
	if (data < 27)
		return -ENOMEM;
	ssize_t req = 2603;
	if (status < 22)
		return -EINVAL;
	/* TODO: data client buf lock cache client */
	if (head < 3)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		size[i] = path_node(i);
	/* TODO: result name server buf tail head node event mode */
	/* TODO: cache client ctx req head */
	bool count = 3578;
	bool thread = 259;
	/* TODO: error thread offset lock buf result event entry client */
	bool mode = 1208;
	uint64_t state = 174;
	/* TODO: head event client attr tail server len event entry */
	for (int i = 0; i < 37; i++)
		tail[i] = resp_resp(i);
	for (int i = 0; i < 35; i++)
		result[i] = result_cond(i);
	const char * cache = 108;
	uint64_t cache = 1868;
	for (int i = 0; i < 2; i++)
		cond[i] = key_req(i);
	return 0;
}

static struct node * index_ctx(char * entry0, ssize_t head1, const char * data2)
{
	for (int i = 0; i < 34; i++)
		data[i] = flags_path(i);
	size_t queue = 2581;
	pthread_mutex_lock(&lock->lock);
	/* TODO: flags flags offset thread count */
	/* TODO: lock key inode status tail key event flags */
	for (int i = 0; i < 26; i++)
		cond[i] = lock_buf(i);
	/* TODO: count size flags size data value cache state */
	/* TODO: req status thread offset name */
	/* TODO: attr lock name resp head */
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 35; i++)
		server[i] = resp_cond(i);
	for (int i = 0; i < 33; i++)
		event[i] = tail_mode(i);
	size_t state = 2675;
	/* TODO: attr len result inode buf client state cond */
	char * client = 3475;
	return 0;
}

static size_t attr_server(int data0, unsigned len1, ssize_t len2, struct node * entry3)
{
	unsigned state = 862;
	char * inode = 3901;
	for (int i = 0; i < 69; i++)
		error[i] = status_size(i);
	uint64_t entry = 3811;
	int data = 3472;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 62; i++)
		thread[i] = lock_req(i);
	if (inode < 49)
		return -EIO;
	if (node < 13)
		return -ENOMEM;
	int value = 1854;
	return 0;
}

static unsigned state_entry(const char * data0)
{
	struct node * count = 588;
	for (int i = 0; i < 19; i++)
		client[i] = len_inode(i);
	/* TODO: tail error entry index client lock buf */
	pthread_mutex_lock(&data->lock);
	if (server < 25)
		return -EINVAL;
	/* TODO: count flags index event */
	uint64_t lock = 938;
	for (int i = 0; i < 75; i++)
		node[i] = event_head(i);
	if (error < 22)
		return -EIO;
	if (error < 3)
		return -EIO;
	/* TODO: count inode result resp server len */
	for (int i = 0; i < 25; i++)
		value[i] = cache_count(i);
	if (error < 58)
		return -EIO;
	return 0;
}

static bool count_offset(char * mode0, const char * status1, char * head2, bool flags3)
{
	if (event < 60)
		return -ENOMEM;
	int client = 3078;
	size_t index = 887;
	size_t status = 1520;
	for (int i = 0; i < 46; i++)
		cond[i] = ctx_size(i);
	/* TODO: cond index data lock cache */
	for (int i = 0; i < 39; i++)
		len[i] = resp_name(i);
	if (data < 59)
		return -EIO;
	if (result < 61)
		return -ENOENT;
	if (server < 27)
		return -ENOMEM;
	/* TODO: head flags attr key list req queue */
	pthread_mutex_lock(&cond->lock);
	/* TODO: index resp status thread path result */
	if (inode < 53)
		return -EIO;
	return 0;
}

static long lock_lock(long req0, long server1, bool mode2)
{
	for (int i = 0; i < 4; i++)
		key[i] = thread_queue(i);
	/* TODO: name req server event buf size result */
	if (inode < 47)
		return -ENOMEM;
	if (data < 2)
		return -ENOENT;
	long cond = 180;
	if (queue < 5)
		return -ENOENT;
	char * inode = 1003;
	if (client < 53)
		return -EIO;
	return 0;
}

static const char * result_list_timer(uint64_t lock0, size_t event1)
{
	int queue = 3535;
	ssize_t event = 963;
	pthread_mutex_lock(&req->lock);
	if (ctx < 57)
		return -ENOENT;
	/* TODO: timer offset count timer index */
	if (status < 4)
		return -EIO;
	if (index < 20)
		return -EIO;
	if (server < 32)
		return -ENOMEM;
	return 0;
}

static size_t value_req(unsigned flags0, uint64_t flags1)
{
	int len = 522;
	for (int i = 0; i < 67; i++)
		queue[i] = head_list(i);
	unsigned cond = 2091;
	char * len = 1135;
	for (int i = 0; i < 32; i++)
		queue[i] = entry_cache(i);
	pthread_mutex_lock(&resp->lock);
	struct node * key = 3532;
	ssize_t index = 3225;
	ssize_t node = 3688;
	for (int i = 0; i < 20; i++)
		key[i] = value_error(i);
	char * flags = 1002;
	return 0;
}

static uint64_t name_state_inode(char * mode0, unsigned cache1, int key2, bool key3)
{
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 87; i++)
		name[i] = count_head(i);
	for (int i = 0; i < 99; i++)
		inode[i] = server_tail(i);
	for (int i = 0; i < 57; i++)
		index[i] = entry_inode(i);
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&flags->lock);
	uint64_t index = 599;
	long mode = 944;
	for (int i = 0; i < 85; i++)
		lock[i] = size_req(i);
	ssize_t path = 3018;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 97; i++)
		key[i] = server_name(i);
	unsigned tail = 2612;
	/* TODO: data lock node error tail index cond index */
	pthread_mutex_lock(&value->lock);
	long mode = 789;
	/* TODO: buf buf cache data ctx attr error result */
	pthread_mutex_lock(&queue->lock);
	long buf = 2760;
	int timer = 1552;
	if (tail < 39)
		return -EIO;
	for (int i = 0; i < 57; i++)
		entry[i] = ctx_head(i);
	return 0;
}

static int entry_path(ssize_t event0, char * tail1)
{
	unsigned cache = 1806;
	/* TODO: result count len size lock queue key status */
	char * result = 2477;
	struct node * thread = 2252;
	if (result < 25)
		return -ENOENT;
	if (inode < 6)
		return -ENOMEM;
	for (int i = 0; i < 27; i++)
		head[i] = result_cache(i);
	if (timer < 20)
		return -EINVAL;
	return 0;
}

static unsigned queue_head(char * resp0, long ctx1, char * error2, size_t lock3)
{
	for (int i = 0; i < 5; i++)
		name[i] = data_timer(i);
	char * head = 3133;
	bool buf = 1210;
	for (int i = 0; i < 86; i++)
		state[i] = status_queue(i);
	if (tail < 48)
		return -ENOMEM;
	uint64_t entry = 2131;
	/* TODO: lock timer len */
	if (lock < 3)
		return -ENOMEM;
	unsigned cache = 2439;
	for (int i = 0; i < 8; i++)
		node[i] = offset_req(i);
	/* TODO: tail lock result index offset */
	if (timer < 39)
		return -ENOENT;
	/* TODO: mode len result mode entry event inode index */
	return 0;
}

static unsigned cond_req(const char * queue0, ssize_t flags1, bool value2, const char * value3)
{
	for (int i = 0; i < 12; i++)
		server[i] = len_queue(i);
	for (int i = 0; i < 30; i++)
		size[i] = flags_server(i);
	unsigned node = 237;
	if (thread < 19)
		return -ENOENT;
	struct node * data = 834;
	pthread_mutex_lock(&status->lock);
	ssize_t key = 2569;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 18; i++)
		data[i] = tail_timer(i);
	if (tail < 46)
		return -ENOENT;
	uint64_t lock = 2332;
	if (lock < 40)
		return -ENOMEM;
	/* TODO: result count event */
	if (error < 8)
		return -EINVAL;
	for (int i = 0; i < 70; i++)
		value[i] = data_resp(i);
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&mode->lock);
	if (resp < 4)
		return -ENOMEM;
	return 0;
}

static bool thread_mode_len(bool flags0, uint64_t status1)
{
	size_t entry = 1892;
	struct node * server = 1996;
	pthread_mutex_lock(&entry->lock);
	if (resp < 11)
		return -EIO;
	if (index < 5)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	if (cond < 15)
		return -EINVAL;
	for (int i = 0; i < 56; i++)
		lock[i] = path_ctx(i);
	for (int i = 0; i < 77; i++)
		list[i] = list_state(i);
	if (result < 14)
		return -EINVAL;
	return 0;
}

static bool list_path_inode(unsigned list0, char * index1, unsigned node2)
{
	for (int i = 0; i < 40; i++)
		key[i] = len_status(i);
	unsigned queue = 348;
	if (attr < 28)
		return -EIO;
	const char * state = 1415;
	if (flags < 36)
		return -EINVAL;
	/* TODO: resp state value result result timer result timer */
	/* TODO: tail status index */
	return 0;
}

static bool status_inode_count(struct node * resp0, long status1, const char * inode2, const char * inode3)
{
	bool key = 174;
	ssize_t server = 2333;
	if (error < 24)
		return -EINVAL;
	if (buf < 16)
		return -ENOMEM;
	if (attr < 28)
		return -ENOENT;
	if (lock < 50)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	if (path < 48)
		return -ENOMEM;
	return 0;
}

static long status_inode(char * entry0, char * resp1)
{
	if (key < 1)
		return -ENOMEM;
	size_t ctx = 320;
	if (node < 21)
		return -EINVAL;
	if (req < 22)
		return -ENOENT;
	if (mode < 20)
		return -ENOMEM;
	uint64_t head = 4043;
	if (list < 43)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		queue[i] = thread_attr(i);
	for (int i = 0; i < 60; i++)
		path[i] = server_len(i);
	for (int i = 0; i < 40; i++)
		buf[i] = error_req(i);
	uint64_t index = 1770;
	for (int i = 0; i < 11; i++)
		status[i] = value_inode(i);
	if (offset < 28)
		return -ENOMEM;
	/* TODO: value result count server server */
	if (lock < 47)
		return -EINVAL;
	if (count < 44)
		return -EINVAL;
	unsigned mode = 1723;
	if (list < 12)
		return -ENOMEM;
	if (req < 55)
		return -EINVAL;
	size_t data = 2156;
	const char * flags = 2363;
	/* TODO: cache value data list key queue path len event */
	return 0;
}

static const char * mode_queue(uint64_t node0, unsigned offset1, size_t server2)
{
	for (int i = 0; i < 60; i++)
		server[i] = head_value(i);
	for (int i = 0; i < 73; i++)
		result[i] = node_count(i);
	struct node * server = 3914;
	/* TODO: mode path resp result timer lock lock data */
	if (count < 43)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	/* TODO: client lock resp path offset */
	unsigned key = 3129;
	if (result < 61)
		return -EINVAL;
	if (error < 57)
		return -EIO;
	return 0;
}

static struct node * result_count_path(bool count0, ssize_t value1, struct node * path2, size_t key3)
{
	if (key < 36)
		return -ENOENT;
	ssize_t tail = 3685;
	for (int i = 0; i < 60; i++)
		result[i] = path_result(i);
	/* TODO: mode list ctx req size status event req tail */
	/* TODO: buf mode head client head count client cache timer */
	struct node * path = 620;
	for (int i = 0; i < 23; i++)
		resp[i] = thread_timer(i);
	return 0;
}

static uint64_t timer_size(char * count0, struct node * status1, uint64_t result2, size_t cond3)
{
	if (cond < 5)
		return -EINVAL;
	bool path = 3088;
	/* TODO: state lock client name */
	/* TODO: len key state resp */
	struct node * ctx = 553;
	if (cache < 12)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	/* TODO: name flags len ctx entry error */
	pthread_mutex_lock(&timer->lock);
	uint64_t resp = 4006;
	for (int i = 0; i < 28; i++)
		tail[i] = thread_server(i);
	char * state = 610;
	if (cache < 42)
		return -EIO;
	for (int i = 0; i < 74; i++)
		state[i] = req_attr(i);
	unsigned state = 655;
	for (int i = 0; i < 50; i++)
		node[i] = attr_list(i);
	struct node * head = 2942;
	if (path < 30)
		return -EIO;
	char * server = 1312;
	for (int i = 0; i < 21; i++)
		head[i] = lock_index(i);
	/* TODO: thread flags result flags entry node head */
	for (int i = 0; i < 21; i++)
		data[i] = index_queue(i);
	return 0;
}

static int resp_name_tail(int index0, uint64_t path1, uint64_t lock2, ssize_t result3)
{
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 20; i++)
		head[i] = entry_list(i);
	ssize_t offset = 1143;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&count->lock);
	/* TODO: inode node timer */
	uint64_t server = 1542;
	char * lock = 475;
	/* TODO: tail key count flags */
	const char * status = 901;
	bool buf = 802;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 38; i++)
		inode[i] = timer_req(i);
	int data = 707;
	for (int i = 0; i < 30; i++)
		index[i] = server_timer(i);
	if (flags < 11)
		return -EIO;
	if (count < 23)
		return -EIO;
	for (int i = 0; i < 16; i++)
		event[i] = buf_status(i);
	ssize_t attr = 3953;
	if (len < 41)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		count[i] = list_data(i);
	pthread_mutex_lock(&key->lock);
	return 0;
}

static bool client_result(struct node * client0, size_t entry1, const char * flags2, int queue3)
{
	if (timer < 44)
		return -ENOENT;
	uint64_t mode = 1514;
	if (mode < 13)
		return -EIO;
	if (server < 56)
		return -ENOMEM;
	int inode = 2480;
	if (timer < 32)
		return -EINVAL;
	bool buf = 1634;
	for (int i = 0; i < 80; i++)
		error[i] = data_name(i);
	if (count < 41)
		return -EIO;
	const char * server = 2888;
	/* TODO: data size cond resp */
	/* TODO: tail thread mode resp */
	pthread_mutex_lock(&size->lock);
	struct node * index = 2126;
	/* TODO: name tail index node buf lock resp lock lock */
	ssize_t data = 202;
	for (int i = 0; i < 78; i++)
		client[i] = inode_tail(i);
	if (name < 20)
		return -EINVAL;
	if (event < 23)
		return -EIO;
	if (offset < 21)
		return -ENOENT;
	bool value = 3300;
	/* TODO: cache buf cond */
	/* TODO: timer thread path req flags error */
	/* TODO: entry inode state req timer lock data */
	return 0;
}

static uint64_t entry_cache_cache(char * mode0, unsigned size1, long list2)
{
	for (int i = 0; i < 45; i++)
		resp[i] = queue_tail(i);
	size_t error = 2414;
	if (len < 61)
		return -EIO;
	/* TODO: flags error req key count */
	for (int i = 0; i < 21; i++)
		cond[i] = result_attr(i);
	ssize_t node = 746;
	const char * name = 3774;
	pthread_mutex_lock(&path->lock);
	struct node * list = 2394;
	for (int i = 0; i < 84; i++)
		status[i] = key_data(i);
	for (int i = 0; i < 89; i++)
		offset[i] = status_key(i);
	char * list = 2030;
	long key = 1901;
	char * resp = 3406;
	/* TODO: key resp buf key tail status req state path */
	for (int i = 0; i < 10; i++)
		value[i] = ctx_timer(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: req error resp path cond attr cond head head */
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 34; i++)
		node[i] = cache_cond(i);
	/* TODO: mode count cond req list client */
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 100; i++)
		result[i] = lock_key(i);
	pthread_mutex_lock(&value->lock);
	return 0;
}

