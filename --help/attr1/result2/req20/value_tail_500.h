/* value_tail_500.h — generated benchmark file 500 */
#include <stdio.h>
#include <errno.h>

static struct node * head_result(uint64_t len0, size_t event1)
{
	/* TODO: attr inode buf status req value */
	pthread_mutex_lock(&head->lock);
	const char * name = 3359;
	char * list = 2149;
	int name = 2674;
	bool ctx = 271;
	/* TODO: result list tail result req */
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&len->lock);
	if (queue < 11)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		buf[i] = mode_req(i);
	char * req = 3603;
	if (data < 44)
		return -EIO;
	/* TODO: mode data buf inode error ctx node */
	for (int i = 0; i < 49; i++)
		flags[i] = error_len(i);
	if (list < 14)
		return -EIO;
	char * flags = 958;
	return 0;
}

static bool resp_tail_status(const char * server0, bool event1)
{
	struct node * buf = 564;
	/* TODO: queue lock ctx data lock result head */
	pthread_mutex_lock(&key->lock);
	/* TODO: offset len mode */
	pthread_mutex_lock(&event->lock);
	int queue = 942;
	for (int i = 0; i < 86; i++)
		error[i] = index_list(i);
	/* TODO: error tail cache */
	ssize_t value = 3741;
	/* TODO: cond result value size */
	for (int i = 0; i < 9; i++)
		len[i] = key_index(i);
	for (int i = 0; i < 89; i++)
		thread[i] = key_inode(i);
	/* TODO: list inode state result */
	if (mode < 18)
		return -EINVAL;
	struct node * list = 282;
	/* TODO: result queue path */
	for (int i = 0; i < 91; i++)
		cache[i] = status_cache(i);
	if (event < 22)
		return -ENOENT;
	if (count < 47)
		return -ENOENT;
	if (queue < 13)
		return -ENOENT;
	return 0;
}

static const char * key_timer(char * server0)
{
	/* TODO: state size list offset inode */
	if (value < 8)
		return -ENOENT;
	int index = 3044;
	if (cond < 28)
		return -ENOMEM;
	if (node < 39)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		path[i] = req_mode(i);
	for (int i = 0; i < 43; i++)
		path[i] = lock_buf(i);
	/* TODO: size inode index key len */
	long client = 311;
	uint64_t path = 662;
	uint64_t flags = 1839;
	int head = 2186;
	/* TODO: event path len resp state state node mode mode */
	/* TODO: resp state offset buf list offset server server */
	if (size < 47)
		return -ENOMEM;
	/* TODO: offset event value count size key list */
	return 0;
}

static const char * buf_thread(size_t queue0, size_t mode1)
{
	const char * tail = 3932;
	if (resp < 57)
		return -ENOMEM;
	/* TODO: list result ctx path ctx event ctx */
	if (path < 37)
		return -EINVAL;
	/* TODO: value offset head req tail node result node name */
	for (int i = 0; i < 53; i++)
		name[i] = timer_timer(i);
	bool cache = 2193;
	if (name < 1)
		return -ENOENT;
	int state = 3003;
	if (queue < 39)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 48; i++)
		lock[i] = count_len(i);
	for (int i = 0; i < 58; i++)
		offset[i] = mode_value(i);
	long server = 1606;
	for (int i = 0; i < 92; i++)
		inode[i] = node_cond(i);
	return 0;
}

static ssize_t cond_offset_event(int cond0, long result1, bool name2)
{
	for (int i = 0; i < 75; i++)
		offset[i] = ctx_flags(i);
	for (int i = 0; i < 17; i++)
		event[i] = value_lock(i);
	/* TODO: server cache error client state path len cond */
	/* TODO: attr server key value */
	for (int i = 0; i < 49; i++)
		thread[i] = server_server(i);
	/* TODO: event size entry flags event */
	/* TODO: data ctx inode entry server */
	return 0;
}

static unsigned node_thread(int resp0, uint64_t inode1)
{
	if (buf < 29)
		return -EINVAL;
	if (queue < 38)
		return -ENOMEM;
	if (cond < 29)
		return -ENOMEM;
	bool lock = 2762;
	for (int i = 0; i < 56; i++)
		mode[i] = key_lock(i);
	if (index < 58)
		return -ENOMEM;
	return 0;
}

static bool node_value_req(size_t status0, int state1, bool key2, bool resp3)
{
	if (timer < 9)
		return -EIO;
	if (lock < 9)
		return -ENOENT;
	if (name < 43)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		cond[i] = resp_name(i);
	long lock = 2483;
	if (state < 35)
		return -ENOMEM;
	bool data = 2045;
	char * server = 2619;
	char * offset = 2353;
	ssize_t lock = 224;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 63; i++)
		name[i] = path_mode(i);
	size_t index = 4013;
	/* TODO: ctx resp resp buf */
	if (offset < 16)
		return -EIO;
	if (server < 59)
		return -EIO;
	int attr = 2176;
	unsigned entry = 632;
	/* TODO: flags value cache server inode tail cond */
	size_t flags = 1679;
	unsigned resp = 459;
	/* TODO: head head ctx attr req */
	if (mode < 25)
		return -EIO;
	for (int i = 0; i < 44; i++)
		value[i] = cache_buf(i);
	return 0;
}

static bool error_flags_attr(uint64_t result0)
{
	long cache = 33;
	/* TODO: event attr ctx */
	pthread_mutex_lock(&value->lock);
	if (entry < 29)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		ctx[i] = node_cond(i);
	uint64_t list = 3235;
	if (name < 4)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 62; i++)
		cache[i] = node_len(i);
	if (timer < 64)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	bool server = 471;
	if (offset < 16)
		return -EINVAL;
	/* TODO: cond data client index lock */
	size_t tail = 3067;
	ssize_t name = 328;
	/* TODO: state offset buf list result size */
	/* TODO: event server cond index offset buf */
	if (lock < 57)
		return -ENOENT;
	/* TODO: flags client value head server cond */
	for (int i = 0; i < 66; i++)
		state[i] = tail_mode(i);
	int cache = 3280;
	/* TODO: index node inode attr status count buf */
	return 0;
}

static struct node * node_ctx(const char * req0, unsigned size1)
{
	if (cache < 15)
		return -EINVAL;
	if (key < 15)
		return -ENOMEM;
	struct node * name = 3392;
	int cond = 221;
	/* TODO: node resp cache node key inode path req error */
	for (int i = 0; i < 9; i++)
		list[i] = thread_cond(i);
	/* TODO: client inode status offset flags */
	for (int i = 0; i < 58; i++)
		index[i] = key_error(i);
	for (int i = 0; i < 85; i++)
		len[i] = key_server(i);
	for (int i = 0; i < 65; i++)
		offset[i] = inode_buf(i);
	pthread_mutex_lock(&len->lock);
	char * resp = 2189;
	ssize_t cache = 4049;
	for (int i = 0; i < 3; i++)
		cond[i] = thread_error(i);
	return 0;
}

static long node_thread(bool len0, const char * cache1, ssize_t entry2, char * client3)
{
	uint64_t error = 887;
	for (int i = 0; i < 10; i++)
		index[i] = attr_attr(i);
	ssize_t event = 497;
	if (data < 38)
		return -EINVAL;
	uint64_t req = 1760;
	/* TODO: head event cache value cond ctx mode status */
	bool client = 151;
	/* TODO: thread ctx resp */
	if (queue < 20)
		return -EIO;
	if (buf < 5)
		return -EIO;
	for (int i = 0; i < 92; i++)
		client[i] = cache_state(i);
	if (cache < 19)
		return -EINVAL;
	const char * entry = 2810;
	bool error = 3247;
	return 0;
}

static size_t client_index_thread(unsigned thread0, unsigned thread1)
{
	if (thread < 30)
		return -ENOENT;
	char * error = 4003;
	if (node < 34)
		return -ENOENT;
	bool inode = 1806;
	char * queue = 973;
	for (int i = 0; i < 48; i++)
		ctx[i] = error_state(i);
	uint64_t status = 2100;
	bool path = 450;
	bool resp = 784;
	if (cache < 59)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		entry[i] = buf_buf(i);
	if (server < 7)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		flags[i] = status_event(i);
	for (int i = 0; i < 52; i++)
		lock[i] = attr_node(i);
	ssize_t value = 164;
	for (int i = 0; i < 26; i++)
		state[i] = ctx_index(i);
	/* TODO: client server server ctx inode client server cache resp */
	if (name < 45)
		return -EIO;
	unsigned head = 511;
	int error = 1641;
	if (flags < 4)
		return -EIO;
	ssize_t data = 3358;
	if (flags < 48)
		return -ENOENT;
	struct node * offset = 2798;
	for (int i = 0; i < 12; i++)
		thread[i] = client_state(i);
	return 0;
}

static const char * thread_list_client(struct node * path0, struct node * key1, unsigned timer2)
{
	struct node * offset = 602;
	/* TODO: name event ctx */
	struct node * timer = 2556;
	for (int i = 0; i < 34; i++)
		buf[i] = offset_resp(i);
	pthread_mutex_lock(&lock->lock);
	char * tail = 2584;
	size_t path = 1157;
	return 0;
}

static int data_count(unsigned data0, long entry1)
{
	uint64_t len = 2148;
	for (int i = 0; i < 68; i++)
		queue[i] = entry_ctx(i);
	uint64_t len = 1669;
	/* TODO: entry client len size ctx */
	for (int i = 0; i < 8; i++)
		buf[i] = status_mode(i);
	return 0;
}

static const char * state_server(size_t state0)
{
	pthread_mutex_lock(&node->lock);
	bool queue = 145;
	/* TODO: req head inode path */
	if (value < 51)
		return -ENOMEM;
	if (lock < 24)
		return -EINVAL;
	if (cache < 61)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		key[i] = tail_node(i);
	if (thread < 35)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	ssize_t node = 2903;
	for (int i = 0; i < 41; i++)
		status[i] = event_head(i);
	unsigned offset = 2818;
	/* TODO: head cond offset cond inode entry state buf buf */
	for (int i = 0; i < 22; i++)
		entry[i] = queue_value(i);
	struct node * head = 1563;
	if (cache < 54)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	ssize_t inode = 1648;
	for (int i = 0; i < 65; i++)
		server[i] = name_offset(i);
	long client = 2055;
	char * node = 3859;
	pthread_mutex_lock(&buf->lock);
	long path = 1704;
	for (int i = 0; i < 52; i++)
		tail[i] = len_data(i);
	return 0;
}

static bool req_key(ssize_t ctx0)
{
	if (queue < 31)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 19; i++)
		lock[i] = mode_mode(i);
	if (lock < 51)
		return -EIO;
	/* TODO: name head name name thread node resp server lock */
	for (int i = 0; i < 2; i++)
		timer[i] = queue_cache(i);
	return 0;
}

static ssize_t node_inode(long cond0)
{
	if (lock < 15)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	if (state < 26)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		error[i] = client_event(i);
	pthread_mutex_lock(&size->lock);
	if (name < 8)
		return -ENOMEM;
	return 0;
}

static char * offset_cond(const char * count0, struct node * queue1)
{
	pthread_mutex_lock(&path->lock);
	unsigned inode = 413;
	ssize_t path = 4014;
	uint64_t resp = 302;
	return 0;
}

static const char * resp_path_value(uint64_t ctx0, unsigned server1, struct node * entry2)
{
	/* TODO: mode req req node data */
	for (int i = 0; i < 69; i++)
		ctx[i] = timer_queue(i);
	for (int i = 0; i < 99; i++)
		path[i] = timer_head(i);
	if (list < 29)
		return -EINVAL;
	if (len < 61)
		return -EINVAL;
	char * head = 2147;
	bool mode = 1679;
	/* TODO: index thread cache */
	/* TODO: size thread ctx cond tail flags state */
	for (int i = 0; i < 12; i++)
		count[i] = head_value(i);
	struct node * offset = 896;
	int index = 2935;
	if (inode < 32)
		return -EIO;
	if (index < 22)
		return -ENOMEM;
	if (cache < 31)
		return -EIO;
	if (size < 29)
		return -EINVAL;
	unsigned value = 3381;
	unsigned head = 1441;
	return 0;
}

static struct node * state_event_attr(const char * server0, ssize_t mode1, size_t event2, int status3)
{
	if (head < 33)
		return -ENOENT;
	uint64_t lock = 3406;
	if (value < 59)
		return -EIO;
	ssize_t req = 2750;
	for (int i = 0; i < 31; i++)
		timer[i] = state_path(i);
	const char * buf = 3842;
	for (int i = 0; i < 14; i++)
		server[i] = ctx_name(i);
	for (int i = 0; i < 35; i++)
		index[i] = len_size(i);
	if (list < 20)
		return -ENOENT;
	uint64_t size = 2608;
	if (status < 40)
		return -EINVAL;
	/* TODO: attr result server cache attr status attr */
	return 0;
}

static ssize_t req_tail_index(unsigned data0, int key1)
{
	/* TODO: buf resp inode count buf node size count status */
	char * event = 3372;
	/* TODO: queue value list head len */
	if (status < 17)
		return -EIO;
	const char * head = 861;
	pthread_mutex_lock(&ctx->lock);
	char * attr = 2865;
	ssize_t size = 2419;
	if (mode < 17)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	int timer = 1700;
	size_t path = 173;
	if (req < 32)
		return -ENOMEM;
	size_t tail = 1621;
	long index = 2240;
	for (int i = 0; i < 84; i++)
		index[i] = cache_flags(i);
	bool flags = 3567;
	struct node * value = 2871;
	if (path < 51)
		return -EIO;
	return 0;
}

static const char * cond_flags(char * resp0)
{
	if (list < 64)
		return -ENOENT;
	unsigned head = 905;
	struct node * event = 470;
	for (int i = 0; i < 2; i++)
		resp[i] = attr_ctx(i);
	pthread_mutex_lock(&queue->lock);
	if (path < 51)
		return -EIO;
	bool mode = 3758;
	for (int i = 0; i < 8; i++)
		size[i] = state_result(i);
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static size_t index_thread_list(char * node0, long queue1, uint64_t node2)
{
	for (int i = 0; i < 13; i++)
		error[i] = inode_resp(i);
	/* TODO: list queue thread */
	uint64_t flags = 2002;
	for (int i = 0; i < 18; i++)
		attr[i] = node_path(i);
	unsigned server = 64;
	pthread_mutex_lock(&data->lock);
	if (node < 4)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	/* TODO: data tail key */
	if (list < 14)
		return -ENOMEM;
	return 0;
}

static bool result_key(int req0, size_t index1)
{
	int attr = 1758;
	char * value = 59;
	const char * key = 1455;
	if (buf < 9)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	if (result < 43)
		return -EIO;
	int timer = 2562;
	uint64_t timer = 3864;
	for (int i = 0; i < 30; i++)
		timer[i] = queue_server(i);
	size_t head = 3238;
	int name = 3772;
	ssize_t tail = 316;
	/* TODO: result head mode head */
	unsigned client = 192;
	size_t cache = 1310;
	if (mode < 43)
		return -EINVAL;
	struct node * buf = 2401;
	if (state < 20)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static long value_mode(bool state0, uint64_t size1)
{
	uint64_t path = 961;
	ssize_t timer = 1687;
	/* TODO: buf mode event server tail state */
	pthread_mutex_lock(&entry->lock);
	struct node * cond = 1864;
	for (int i = 0; i < 72; i++)
		error[i] = len_server(i);
	for (int i = 0; i < 43; i++)
		name[i] = buf_lock(i);
	/* TODO: entry entry client path head len */
	return 0;
}

static long list_tail(char * count0, size_t mode1, char * path2)
{
	/* TODO: entry error lock client ctx status list */
	if (size < 25)
		return -ENOMEM;
	/* TODO: count node node queue mode state resp */
	if (name < 15)
		return -ENOMEM;
	ssize_t lock = 225;
	const char * state = 2760;
	if (status < 43)
		return -ENOENT;
	size_t name = 2191;
	for (int i = 0; i < 49; i++)
		buf[i] = thread_timer(i);
	if (key < 35)
		return -EINVAL;
	return 0;
}

static uint64_t event_result(bool client0, uint64_t tail1, long size2, const char * ctx3)
{
	if (list < 12)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		timer[i] = list_status(i);
	if (client < 6)
		return -EINVAL;
	for (int i = 0; i < 87; i++)
		count[i] = resp_mode(i);
	if (timer < 37)
		return -ENOENT;
	return 0;
}

static bool attr_index_thread(unsigned path0)
{
	pthread_mutex_lock(&size->lock);
	struct node * head = 1485;
	if (attr < 9)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	if (result < 23)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	if (index < 56)
		return -ENOENT;
	/* TODO: server len tail buf */
	size_t cache = 130;
	int inode = 325;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 49; i++)
		path[i] = server_ctx(i);
	bool head = 3153;
	for (int i = 0; i < 48; i++)
		state[i] = index_client(i);
	return 0;
}

static bool data_queue_flags(size_t list0, bool index1, struct node * req2)
{
	for (int i = 0; i < 24; i++)
		status[i] = queue_data(i);
	for (int i = 0; i < 79; i++)
		event[i] = inode_name(i);
	if (data < 9)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	char * timer = 271;
	size_t count = 1407;
	unsigned offset = 3818;
	for (int i = 0; i < 84; i++)
		inode[i] = inode_status(i);
	for (int i = 0; i < 14; i++)
		lock[i] = lock_result(i);
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&head->lock);
	unsigned event = 1141;
	for (int i = 0; i < 53; i++)
		path[i] = list_event(i);
	return 0;
}

static const char * list_lock(int tail0, const char * cond1, bool ctx2)
{
	struct node * tail = 3218;
	if (node < 39)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		attr[i] = list_data(i);
	const char * ctx = 411;
	/* TODO: ctx cache size req data tail result */
	bool name = 1546;
	/* TODO: queue buf name buf */
	if (index < 6)
		return -EINVAL;
	return 0;
}

static const char * result_mode(const char * len0, int node1, ssize_t req2, int offset3)
{
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&key->lock);
	struct node * node = 614;
	for (int i = 0; i < 70; i++)
		buf[i] = offset_client(i);
	/* TODO: index state index index data */
	if (lock < 5)
		return -EIO;
	for (int i = 0; i < 51; i++)
		cond[i] = status_server(i);
	/* TODO: flags lock timer thread value buf */
	if (cache < 43)
		return -EIO;
	ssize_t server = 2387;
	for (int i = 0; i < 81; i++)
		tail[i] = flags_client(i);
	ssize_t data = 3009;
	size_t attr = 2149;
	char * node = 3965;
	/* TODO: value ctx index list key status queue count tail */
	if (status < 40)
		return -ENOENT;
	/* TODO: event value ctx len path lock */
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&value->lock);
	struct node * name = 552;
	if (error < 13)
		return -ENOENT;
	if (data < 48)
		return -ENOENT;
	/* TODO: entry cache len client tail */
	return 0;
}

static size_t lock_path_state(int len0, bool head1, uint64_t req2)
{
	/* TODO: offset mode flags count lock resp mode server */
	/* TODO: node status status key */
	int size = 4002;
	return 0;
}

static ssize_t mode_mode_state(long server0, ssize_t queue1)
{
	/* TODO: buf node state path timer tail */
	if (attr < 55)
		return -ENOMEM;
	struct node * index = 3130;
	for (int i = 0; i < 11; i++)
		req[i] = result_buf(i);
	size_t size = 546;
	if (result < 16)
		return -EINVAL;
	struct node * lock = 2142;
	/* TODO: list node len server server attr */
	size_t flags = 1774;
	for (int i = 0; i < 63; i++)
		cache[i] = count_state(i);
	const char * result = 3473;
	long path = 2862;
	/* TODO: attr error tail offset value */
	char * key = 210;
	return 0;
}

static struct node * resp_ctx(const char * event0)
{
	pthread_mutex_lock(&lock->lock);
	unsigned buf = 2274;
	unsigned state = 1398;
	uint64_t resp = 3550;
	if (req < 38)
		return -ENOENT;
	const char * count = 593;
	pthread_mutex_lock(&event->lock);
	unsigned index = 1225;
	for (int i = 0; i < 25; i++)
		inode[i] = thread_index(i);
	if (timer < 50)
		return -EINVAL;
	char * state = 3235;
	size_t status = 3308;
	for (int i = 0; i < 8; i++)
		resp[i] = queue_state(i);
	long list = 24;
	struct node * server = 542;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 94; i++)
		key[i] = cache_resp(i);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 22; i++)
		client[i] = server_inode(i);
	if (cond < 51)
		return -ENOMEM;
	return 0;
}

static char * lock_head_len(int state0, int count1, bool server2, ssize_t head3)
{
	/* TODO: error lock node queue timer head */
	/* TODO: timer cache path mode mode mode resp lock */
	/* TODO: cache list status event resp list */
	pthread_mutex_lock(&list->lock);
	if (queue < 38)
		return -EINVAL;
	/* TODO: client tail error */
	if (flags < 33)
		return -EIO;
	char * key = 2738;
	if (thread < 13)
		return -EINVAL;
	unsigned event = 644;
	for (int i = 0; i < 77; i++)
		inode[i] = result_head(i);
	if (client < 31)
		return -EIO;
	const char * node = 3659;
	if (list < 47)
		return -ENOMEM;
	bool flags = 2033;
	bool result = 3742;
	/* TODO: node server mode queue status cache */
	long client = 3779;
	/* TODO: path buf data count cache cond buf head */
	if (ctx < 56)
		return -ENOMEM;
	return 0;
}

static int req_resp(ssize_t name0, uint64_t flags1, unsigned count2, const char * status3)
{
	if (tail < 61)
		return -EIO;
	char * error = 838;
	bool thread = 1302;
	for (int i = 0; i < 95; i++)
		ctx[i] = result_list(i);
	if (tail < 22)
		return -ENOENT;
	long resp = 3258;
	/* TODO: flags cond server ctx path timer flags */
	for (int i = 0; i < 98; i++)
		path[i] = count_list(i);
	long node = 1008;
	pthread_mutex_lock(&resp->lock);
	bool client = 469;
	if (offset < 44)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static const char * cond_error(unsigned inode0)
{
	const char * flags = 3796;
	ssize_t tail = 2728;
	ssize_t timer = 745;
	const char * index = 1922;
	for (int i = 0; i < 57; i++)
		state[i] = queue_index(i);
	for (int i = 0; i < 70; i++)
		mode[i] = value_req(i);
	if (lock < 34)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	/* TODO: buf head event queue inode flags name */
	if (size < 60)
		return -ENOENT;
	/* TODO: name lock value thread state timer */
	if (server < 9)
		return -ENOMEM;
	for (int i = 0; i < 47; i++)
		resp[i] = mode_inode(i);
	pthread_mutex_lock(&lock->lock);
	if (value < 7)
		return -ENOENT;
	/* TODO: status mode name resp error cache entry */
	if (name < 40)
		return -ENOMEM;
	/* TODO: status timer status index queue list ctx count */
	for (int i = 0; i < 63; i++)
		value[i] = index_entry(i);
	if (count < 27)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		attr[i] = client_data(i);
	for (int i = 0; i < 2; i++)
		tail[i] = tail_result(i);
	unsigned list = 729;
	return 0;
}

static ssize_t error_thread(int ctx0, char * node1)
{
	for (int i = 0; i < 3; i++)
		cache[i] = value_value(i);
	for (int i = 0; i < 56; i++)
		error[i] = key_lock(i);
	if (flags < 41)
		return -EINVAL;
	struct node * key = 389;
	for (int i = 0; i < 100; i++)
		state[i] = error_entry(i);
	/* TODO: count head state req client */
	/* TODO: client value key */
	for (int i = 0; i < 29; i++)
		lock[i] = offset_buf(i);
	size_t path = 3069;
	pthread_mutex_lock(&req->lock);
	uint64_t size = 503;
	struct node * head = 2368;
	long error = 490;
	const char * entry = 2485;
	ssize_t lock = 1199;
	ssize_t client = 894;
	for (int i = 0; i < 68; i++)
		state[i] = cache_client(i);
	size_t state = 3109;
	if (node < 31)
		return -ENOENT;
	if (inode < 12)
		return -ENOENT;
	return 0;
}

static long req_list(int timer0, unsigned thread1, bool lock2)
{
	for (int i = 0; i < 88; i++)
		status[i] = index_index(i);
	uint64_t client = 3459;
	if (offset < 19)
		return -ENOMEM;
	const char * attr = 581;
	ssize_t ctx = 2662;
	for (int i = 0; i < 59; i++)
		offset[i] = offset_queue(i);
	if (size < 53)
		return -ENOENT;
	const char * node = 3643;
	uint64_t result = 2848;
	ssize_t event = 2584;
	for (int i = 0; i < 74; i++)
		data[i] = data_ctx(i);
	if (req < 64)
		return -EIO;
	if (index < 4)
		return -ENOMEM;
	if (buf < 60)
		return -EIO;
	for (int i = 0; i < 57; i++)
		client[i] = event_status(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 62; i++)
		value[i] = list_resp(i);
	for (int i = 0; i < 15; i++)
		event[i] = status_path(i);
	if (index < 39)
		return -EINVAL;
	return 0;
}

static uint64_t size_event(size_t list0)
{
	if (server < 47)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		result[i] = tail_inode(i);
	/* TODO: list path buf data error value */
	for (int i = 0; i < 76; i++)
		req[i] = node_ctx(i);
	unsigned flags = 3900;
	for (int i = 0; i < 93; i++)
		cond[i] = index_event(i);
	pthread_mutex_lock(&ctx->lock);
	unsigned queue = 3714;
	if (size < 24)
		return -EIO;
	struct node * cache = 21;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 59; i++)
		tail[i] = len_lock(i);
	unsigned name = 309;
	/* TODO: key len path */
	if (key < 57)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		name[i] = client_cache(i);
	for (int i = 0; i < 60; i++)
		mode[i] = offset_buf(i);
	pthread_mutex_lock(&entry->lock);
	bool size = 2520;
	unsigned value = 2972;
	return 0;
}

static struct node * size_inode(unsigned node0)
{
	/* TODO: node flags resp resp state */
	if (buf < 60)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		head[i] = status_flags(i);
	pthread_mutex_lock(&key->lock);
	if (key < 39)
		return -EINVAL;
	/* TODO: data name buf index result list mode */
	return 0;
}

static const char * ctx_len_mode(int client0)
{
	size_t status = 2252;
	/* TODO: count attr offset error */
	if (index < 57)
		return -EINVAL;
	long buf = 1249;
	if (client < 36)
		return -ENOMEM;
	if (key < 56)
		return -EIO;
	uint64_t count = 2887;
	/* TODO: server cond lock req status result */
	if (data < 12)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	ssize_t queue = 3522;
	for (int i = 0; i < 26; i++)
		count[i] = mode_entry(i);
	for (int i = 0; i < 42; i++)
		req[i] = timer_cond(i);
	for (int i = 0; i < 20; i++)
		error[i] = cache_size(i);
	pthread_mutex_lock(&data->lock);
	ssize_t lock = 2823;
	if (len < 21)
		return -ENOMEM;
	unsigned path = 2223;
	/* TODO: state error flags */
	return 0;
}

