/* data_cond_452.c — generated benchmark file 452 */
#include <stdio.h>
#include <errno.h>

static bool list_req(ssize_t mode0, size_t mode1, struct node * lock2)
{
	for (int i = 0; i < 25; i++)
		list[i] = ctx_tail(i);
	uint64_t index = 1573;
	size_t error = 3595;
	if (buf < 14)
		return -EIO;
	/* TODO: queue resp state mode node req buf path offset */
	return 0;
}

static struct node * list_head_result(int flags0, size_t entry1)
{
	unsigned size = 1679;
	int value = 1804;
	if (entry < 27)
		return -ENOMEM;
	/* TODO: ctx head state flags cache mode */
	/* TODO: inode count len count flags flags */
	if (attr < 45)
		return -EINVAL;
	/* TODO: offset flags resp */
	return 0;
}

static uint64_t state_thread_entry(struct node * value0, size_t size1, size_t list2)
{
	char * resp = 1774;
	if (req < 33)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		tail[i] = thread_index(i);
	if (thread < 57)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		thread[i] = offset_node(i);
	int result = 2879;
	const char * inode = 1250;
	if (buf < 50)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		head[i] = lock_client(i);
	for (int i = 0; i < 32; i++)
		event[i] = key_data(i);
	int event = 1255;
	/* TODO: client result attr ctx ctx ctx server tail key */
	for (int i = 0; i < 72; i++)
		offset[i] = client_queue(i);
	for (int i = 0; i < 61; i++)
		head[i] = node_cond(i);
	return 0;
}

static char * head_entry_len(int resp0, char * ctx1)
{
	for (int i = 0; i < 77; i++)
		status[i] = timer_thread(i);
	size_t cond = 3452;
	struct node * client = 1216;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 5; i++)
		result[i] = count_value(i);
	for (int i = 0; i < 98; i++)
		status[i] = data_size(i);
	for (int i = 0; i < 63; i++)
		cache[i] = path_cond(i);
	if (queue < 24)
		return -ENOMEM;
	if (server < 32)
		return -ENOENT;
	/* TODO: entry attr index index result timer node status */
	const char * value = 1788;
	pthread_mutex_lock(&req->lock);
	long value = 1110;
	unsigned flags = 3820;
	const char * mode = 2558;
	return 0;
}

static const char * size_offset_head(size_t flags0, bool key1)
{
	ssize_t entry = 3358;
	uint64_t len = 52;
	/* TODO: result key name state event resp value offset */
	/* TODO: path result resp client */
	if (inode < 6)
		return -EINVAL;
	/* TODO: head ctx tail entry value count error */
	unsigned len = 3200;
	const char * value = 2156;
	if (queue < 28)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		ctx[i] = req_lock(i);
	size_t path = 2151;
	if (cond < 57)
		return -EIO;
	/* TODO: lock buf ctx count thread buf */
	for (int i = 0; i < 74; i++)
		client[i] = attr_event(i);
	/* TODO: error server event */
	if (name < 60)
		return -EIO;
	/* TODO: data node list client client len list state path */
	/* TODO: buf key event path ctx */
	char * len = 3672;
	pthread_mutex_lock(&flags->lock);
	if (buf < 35)
		return -EIO;
	for (int i = 0; i < 7; i++)
		path[i] = value_index(i);
	pthread_mutex_lock(&client->lock);
	return 0;
}

static ssize_t tail_error(ssize_t node0, size_t flags1, size_t error2, uint64_t offset3)
{
	for (int i = 0; i < 97; i++)
		thread[i] = cache_head(i);
	for (int i = 0; i < 55; i++)
		head[i] = lock_data(i);
	if (lock < 41)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		buf[i] = name_path(i);
	bool thread = 1855;
	long list = 3656;
	for (int i = 0; i < 73; i++)
		resp[i] = offset_offset(i);
	if (inode < 8)
		return -EIO;
	int resp = 3707;
	long flags = 627;
	for (int i = 0; i < 15; i++)
		node[i] = list_data(i);
	long head = 996;
	struct node * head = 1931;
	/* TODO: inode tail cache queue */
	int ctx = 281;
	return 0;
}

static char * queue_error(long resp0, ssize_t resp1, char * result2, unsigned error3)
{
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&server->lock);
	if (cond < 18)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 19; i++)
		tail[i] = result_cache(i);
	for (int i = 0; i < 61; i++)
		thread[i] = tail_status(i);
	bool attr = 629;
	/* TODO: len server key timer state */
	uint64_t queue = 404;
	/* TODO: event data list client queue inode req */
	if (index < 50)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		client[i] = flags_attr(i);
	const char * error = 3803;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 26; i++)
		inode[i] = mode_buf(i);
	for (int i = 0; i < 26; i++)
		attr[i] = inode_event(i);
	for (int i = 0; i < 17; i++)
		size[i] = tail_status(i);
	/* TODO: tail lock mode tail thread client */
	for (int i = 0; i < 46; i++)
		inode[i] = req_index(i);
	/* TODO: buf state cache index req status lock size node */
	return 0;
}

static ssize_t value_size_data(uint64_t size0, ssize_t server1, bool timer2)
{
	for (int i = 0; i < 14; i++)
		client[i] = client_timer(i);
	pthread_mutex_lock(&buf->lock);
	/* TODO: state error list list */
	const char * resp = 2849;
	for (int i = 0; i < 20; i++)
		len[i] = offset_ctx(i);
	size_t req = 495;
	return 0;
}

static bool state_index_count(uint64_t timer0, int cond1)
{
	uint64_t size = 745;
	bool size = 500;
	if (key < 44)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	int queue = 2365;
	if (queue < 2)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		count[i] = status_cache(i);
	/* TODO: index timer attr */
	long data = 1841;
	uint64_t cache = 3258;
	char * resp = 3997;
	/* TODO: queue name inode index */
	pthread_mutex_lock(&server->lock);
	ssize_t buf = 3754;
	for (int i = 0; i < 19; i++)
		lock[i] = tail_size(i);
	return 0;
}

static unsigned path_resp_client(int result0, unsigned offset1)
{
	/* TODO: resp lock node client thread size */
	/* TODO: lock cache offset value state path req thread path */
	long resp = 3894;
	/* TODO: list data ctx key count result */
	for (int i = 0; i < 41; i++)
		attr[i] = node_head(i);
	if (client < 48)
		return -ENOENT;
	long error = 3559;
	for (int i = 0; i < 86; i++)
		resp[i] = server_client(i);
	return 0;
}

static long client_resp_len(int mode0)
{
	uint64_t flags = 4085;
	if (node < 22)
		return -EIO;
	long path = 2017;
	for (int i = 0; i < 94; i++)
		resp[i] = status_cond(i);
	for (int i = 0; i < 50; i++)
		error[i] = head_node(i);
	for (int i = 0; i < 81; i++)
		value[i] = entry_buf(i);
	pthread_mutex_lock(&data->lock);
	/* TODO: data client list */
	/* TODO: result inode index req key buf path index key */
	/* TODO: list key cache cache result size queue client key */
	/* TODO: timer head node head key timer error index */
	for (int i = 0; i < 61; i++)
		data[i] = server_timer(i);
	/* TODO: timer entry inode name resp buf mode error cond */
	for (int i = 0; i < 92; i++)
		cond[i] = lock_key(i);
	if (path < 18)
		return -ENOMEM;
	if (size < 55)
		return -ENOMEM;
	/* TODO: buf path client offset offset path thread client cache */
	unsigned lock = 3181;
	uint64_t event = 3559;
	/* TODO: error buf size status data size */
	for (int i = 0; i < 45; i++)
		cache[i] = index_server(i);
	if (event < 57)
		return -EINVAL;
	return 0;
}

static bool size_inode(int inode0, char * state1, struct node * mode2, bool tail3)
{
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 40; i++)
		value[i] = lock_timer(i);
	if (count < 32)
		return -EIO;
	if (ctx < 45)
		return -ENOENT;
	/* TODO: cache event lock cache offset mode */
	if (error < 1)
		return -ENOENT;
	bool thread = 895;
	if (len < 55)
		return -EINVAL;
	struct node * list = 2811;
	for (int i = 0; i < 16; i++)
		req[i] = error_buf(i);
	/* TODO: head state client */
	for (int i = 0; i < 27; i++)
		len[i] = key_value(i);
	return 0;
}

static long timer_mode(int value0)
{
	pthread_mutex_lock(&ctx->lock);
	struct node * lock = 3838;
	struct node * tail = 1679;
	char * buf = 3215;
	if (attr < 2)
		return -ENOMEM;
	/* TODO: req key server client key head cond */
	/* TODO: value value cond attr inode head mode tail */
	pthread_mutex_lock(&offset->lock);
	int timer = 3224;
	if (resp < 62)
		return -ENOMEM;
	if (result < 36)
		return -EIO;
	if (buf < 32)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		event[i] = thread_head(i);
	for (int i = 0; i < 84; i++)
		mode[i] = queue_key(i);
	bool resp = 2917;
	char * result = 131;
	return 0;
}

static char * resp_cache_node(size_t cond0, const char * name1, char * client2)
{
	if (resp < 47)
		return -ENOENT;
	int path = 942;
	const char * list = 3407;
	for (int i = 0; i < 43; i++)
		attr[i] = server_data(i);
	if (head < 39)
		return -ENOENT;
	/* TODO: timer server timer thread data inode thread cond */
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 65; i++)
		len[i] = node_inode(i);
	const char * name = 3877;
	if (status < 60)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		mode[i] = inode_error(i);
	uint64_t size = 3267;
	pthread_mutex_lock(&result->lock);
	bool entry = 3280;
	for (int i = 0; i < 63; i++)
		result[i] = key_len(i);
	for (int i = 0; i < 34; i++)
		list[i] = name_server(i);
	int list = 2897;
	ssize_t thread = 2406;
	if (data < 5)
		return -ENOMEM;
	return 0;
}

static unsigned req_index_lock(size_t ctx0, bool result1, struct node * client2, struct node * error3)
{
	pthread_mutex_lock(&state->lock);
	if (data < 31)
		return -ENOENT;
	ssize_t key = 2161;
	const char * cache = 414;
	const char * entry = 2154;
	size_t status = 2120;
	size_t cache = 195;
	long thread = 1462;
	/* TODO: value list lock client result */
	pthread_mutex_lock(&size->lock);
	uint64_t error = 2538;
	pthread_mutex_lock(&client->lock);
	if (tail < 22)
		return -ENOMEM;
	char * name = 1494;
	if (path < 18)
		return -EINVAL;
	unsigned attr = 1949;
	for (int i = 0; i < 37; i++)
		head[i] = path_len(i);
	size_t error = 3814;
	if (cond < 45)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	if (event < 35)
		return -EIO;
	for (int i = 0; i < 55; i++)
		len[i] = event_resp(i);
	return 0;
}

static bool timer_offset_state(const char * data0)
{
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 19; i++)
		cond[i] = value_resp(i);
	if (ctx < 45)
		return -ENOENT;
	const char * list = 399;
	/* TODO: name server req */
	if (key < 51)
		return -EIO;
	if (cond < 23)
		return -ENOENT;
	if (inode < 10)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	const char * offset = 3109;
	return 0;
}

static const char * tail_name(bool list0)
{
	size_t thread = 423;
	for (int i = 0; i < 93; i++)
		req[i] = len_result(i);
	size_t timer = 3245;
	/* TODO: server list lock value key path index queue data */
	if (entry < 10)
		return -EIO;
	if (state < 19)
		return -EIO;
	if (thread < 5)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		entry[i] = size_server(i);
	for (int i = 0; i < 59; i++)
		node[i] = head_lock(i);
	for (int i = 0; i < 37; i++)
		offset[i] = flags_offset(i);
	for (int i = 0; i < 82; i++)
		inode[i] = ctx_value(i);
	if (ctx < 10)
		return -EINVAL;
	unsigned mode = 158;
	for (int i = 0; i < 31; i++)
		head[i] = len_resp(i);
	for (int i = 0; i < 31; i++)
		resp[i] = path_event(i);
	/* TODO: resp node attr */
	const char * size = 1322;
	bool path = 3785;
	const char * result = 709;
	for (int i = 0; i < 53; i++)
		name[i] = node_timer(i);
	ssize_t status = 3383;
	if (resp < 24)
		return -EINVAL;
	return 0;
}

static long req_req(ssize_t cache0, int event1)
{
	if (mode < 48)
		return -ENOMEM;
	if (timer < 38)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		result[i] = client_entry(i);
	/* TODO: key timer lock name cache value flags */
	/* TODO: head event data len queue client data */
	for (int i = 0; i < 29; i++)
		list[i] = req_data(i);
	long index = 2212;
	int key = 1407;
	long mode = 1140;
	/* TODO: event len key cond buf head lock node inode */
	/* TODO: offset server queue mode resp status */
	if (resp < 15)
		return -EINVAL;
	if (mode < 23)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	if (queue < 32)
		return -EINVAL;
	return 0;
}

static struct node * tail_path(size_t queue0, long mode1)
{
	if (flags < 29)
		return -EINVAL;
	/* TODO: req data list queue status server */
	for (int i = 0; i < 25; i++)
		count[i] = entry_queue(i);
	if (mode < 48)
		return -EINVAL;
	if (entry < 3)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	int event = 1306;
	for (int i = 0; i < 33; i++)
		buf[i] = status_len(i);
	if (buf < 24)
		return -ENOMEM;
	unsigned req = 1438;
	if (value < 29)
		return -ENOMEM;
	return 0;
}

static struct node * node_mode_index(unsigned cond0, uint64_t req1)
{
	if (timer < 35)
		return -EINVAL;
	if (count < 52)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 91; i++)
		resp[i] = len_name(i);
	/* TODO: thread server data count flags node */
	pthread_mutex_lock(&cache->lock);
	size_t cache = 3289;
	if (resp < 38)
		return -EIO;
	if (ctx < 40)
		return -EINVAL;
	if (data < 53)
		return -ENOMEM;
	/* TODO: path entry offset event result */
	size_t thread = 1686;
	uint64_t server = 657;
	for (int i = 0; i < 66; i++)
		len[i] = state_head(i);
	if (mode < 59)
		return -ENOMEM;
	/* TODO: offset cond error server result tail head resp size */
	if (list < 50)
		return -ENOMEM;
	struct node * ctx = 2051;
	/* TODO: resp status client req cache path */
	if (result < 48)
		return -EINVAL;
	/* TODO: thread result queue status key key value inode value */
	if (path < 9)
		return -ENOMEM;
	return 0;
}

static size_t cache_key_status(uint64_t tail0, struct node * path1, char * inode2, ssize_t timer3)
{
	if (tail < 37)
		return -EIO;
	if (lock < 29)
		return -EINVAL;
	if (tail < 56)
		return -EIO;
	/* TODO: server value entry attr buf */
	if (node < 25)
		return -ENOMEM;
	ssize_t buf = 2623;
	ssize_t key = 4096;
	unsigned client = 3952;
	pthread_mutex_lock(&buf->lock);
	const char * path = 2641;
	return 0;
}

static const char * lock_lock(unsigned cache0, bool data1, long state2, char * tail3)
{
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 88; i++)
		queue[i] = cond_attr(i);
	/* TODO: status cond mode flags len queue entry server status */
	uint64_t head = 1460;
	uint64_t flags = 2712;
	/* TODO: buf entry mode cond mode error result cond error */
	/* TODO: list resp data tail name data timer list */
	for (int i = 0; i < 26; i++)
		cache[i] = list_entry(i);
	const char * index = 2644;
	for (int i = 0; i < 52; i++)
		cond[i] = entry_buf(i);
	long error = 1249;
	if (ctx < 55)
		return -ENOENT;
	ssize_t thread = 3909;
	if (thread < 47)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		result[i] = status_value(i);
	if (status < 58)
		return -ENOENT;
	/* TODO: result key key inode count key cond len */
	if (key < 25)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		inode[i] = req_index(i);
	pthread_mutex_lock(&lock->lock);
	if (lock < 12)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		offset[i] = resp_name(i);
	unsigned req = 2280;
	return 0;
}

static bool mode_cond_key(uint64_t key0)
{
	pthread_mutex_lock(&data->lock);
	if (path < 41)
		return -ENOMEM;
	int flags = 1986;
	if (status < 6)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	int head = 1824;
	if (buf < 60)
		return -ENOENT;
	if (value < 62)
		return -EIO;
	/* TODO: tail len entry path tail flags */
	return 0;
}

static char * queue_len(const char * index0)
{
	for (int i = 0; i < 42; i++)
		buf[i] = count_value(i);
	int size = 1049;
	/* TODO: req cache state */
	int req = 3807;
	int size = 1787;
	if (client < 21)
		return -ENOENT;
	if (req < 15)
		return -ENOENT;
	for (int i = 0; i < 79; i++)
		list[i] = offset_cond(i);
	if (lock < 50)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	if (name < 56)
		return -ENOENT;
	if (count < 58)
		return -ENOMEM;
	/* TODO: lock client value */
	if (node < 28)
		return -ENOMEM;
	/* TODO: index offset data path event timer */
	for (int i = 0; i < 66; i++)
		cache[i] = attr_tail(i);
	ssize_t node = 2354;
	if (cache < 31)
		return -ENOMEM;
	struct node * attr = 3306;
	bool req = 1689;
	int tail = 2467;
	if (cache < 61)
		return -ENOENT;
	for (int i = 0; i < 79; i++)
		path[i] = flags_count(i);
	return 0;
}

static bool error_data(bool index0, size_t entry1)
{
	/* TODO: data resp head */
	for (int i = 0; i < 57; i++)
		data[i] = size_list(i);
	char * event = 1481;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 10; i++)
		event[i] = node_cache(i);
	size_t status = 655;
	for (int i = 0; i < 24; i++)
		cond[i] = event_status(i);
	/* TODO: ctx attr error index ctx lock name */
	const char * attr = 1730;
	return 0;
}

static bool error_inode(ssize_t cond0, size_t len1)
{
	/* TODO: len ctx node timer error status node data lock */
	/* TODO: state index size req */
	char * size = 2529;
	for (int i = 0; i < 48; i++)
		buf[i] = event_value(i);
	bool attr = 2024;
	bool req = 739;
	/* TODO: count req key tail size */
	for (int i = 0; i < 45; i++)
		index[i] = size_timer(i);
	for (int i = 0; i < 14; i++)
		name[i] = timer_client(i);
	/* TODO: buf cache count cond */
	/* TODO: cond server tail path key index head */
	for (int i = 0; i < 26; i++)
		server[i] = req_req(i);
	const char * state = 19;
	if (len < 63)
		return -ENOENT;
	uint64_t node = 1728;
	if (buf < 4)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	/* TODO: resp event size */
	if (lock < 38)
		return -ENOMEM;
	if (name < 56)
		return -ENOMEM;
	long cache = 3638;
	size_t data = 1815;
	ssize_t error = 889;
	/* TODO: result tail size */
	for (int i = 0; i < 78; i++)
		path[i] = resp_head(i);
	return 0;
}

static int state_offset_client(unsigned resp0, const char * size1, const char * offset2)
{
	bool buf = 551;
	if (count < 48)
		return -EIO;
	/* TODO: event entry data node value node req lock count */
	/* TODO: tail lock state value size size */
	/* TODO: entry lock attr req result */
	size_t name = 3489;
	if (queue < 40)
		return -ENOENT;
	if (list < 11)
		return -EIO;
	uint64_t server = 1373;
	for (int i = 0; i < 5; i++)
		queue[i] = index_value(i);
	ssize_t head = 1082;
	if (entry < 37)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		offset[i] = ctx_server(i);
	uint64_t lock = 510;
	/* TODO: cond resp client offset thread attr resp */
	struct node * event = 3261;
	uint64_t server = 1279;
	for (int i = 0; i < 59; i++)
		server[i] = size_mode(i);
	if (ctx < 13)
		return -EIO;
	/* TODO: size result inode */
	uint64_t thread = 832;
	/* TODO: key status ctx head cond */
	if (ctx < 60)
		return -EINVAL;
	size_t result = 2042;
	return 0;
}

static bool status_status_req(bool list0, ssize_t ctx1, char * node2, int lock3)
{
	if (inode < 39)
		return -ENOMEM;
	if (event < 1)
		return -ENOENT;
	/* TODO: name error size queue timer buf server name */
	ssize_t attr = 3005;
	ssize_t entry = 2897;
	long entry = 3747;
	if (cond < 30)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	uint64_t tail = 919;
	uint64_t event = 920;
	int count = 3585;
	size_t list = 2872;
	for (int i = 0; i < 24; i++)
		cond[i] = data_data(i);
	struct node * flags = 3090;
	if (cond < 9)
		return -EIO;
	if (mode < 47)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		key[i] = lock_lock(i);
	size_t data = 923;
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static char * resp_lock(long index0, char * head1, ssize_t count2)
{
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 90; i++)
		server[i] = data_offset(i);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static struct node * error_status_buf(size_t state0, size_t node1, int cond2)
{
	if (entry < 51)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		value[i] = tail_len(i);
	struct node * name = 1268;
	ssize_t data = 1164;
	char * error = 143;
	/* TODO: buf size thread value mode client */
	if (index < 47)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		ctx[i] = cache_size(i);
	if (size < 27)
		return -EIO;
	if (event < 61)
		return -EIO;
	for (int i = 0; i < 6; i++)
		error[i] = error_data(i);
	const char * value = 3887;
	if (data < 47)
		return -EIO;
	size_t node = 286;
	/* TODO: list queue state error cache result mode queue */
	size_t mode = 3419;
	if (tail < 56)
		return -EIO;
	if (server < 54)
		return -ENOENT;
	if (event < 61)
		return -ENOMEM;
	if (name < 19)
		return -ENOENT;
	/* TODO: node len offset path entry server tail error flags */
	return 0;
}

static unsigned cache_req_cache(bool offset0, unsigned req1)
{
	ssize_t result = 1880;
	/* TODO: path resp lock inode head state count flags cond */
	if (flags < 35)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		entry[i] = data_node(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 86; i++)
		inode[i] = ctx_len(i);
	pthread_mutex_lock(&head->lock);
	unsigned flags = 814;
	/* TODO: resp name event */
	size_t cache = 1139;
	if (entry < 5)
		return -EINVAL;
	if (node < 24)
		return -ENOMEM;
	return 0;
}

static long head_entry_queue(uint64_t resp0, const char * queue1, ssize_t flags2)
{
	bool tail = 911;
	for (int i = 0; i < 5; i++)
		offset[i] = status_tail(i);
	pthread_mutex_lock(&count->lock);
	/* TODO: cond lock cond path error buf lock */
	return 0;
}

static bool data_resp_error(int error0)
{
	for (int i = 0; i < 40; i++)
		inode[i] = lock_mode(i);
	size_t cond = 2213;
	for (int i = 0; i < 49; i++)
		count[i] = name_buf(i);
	const char * index = 2567;
	if (cache < 1)
		return -ENOMEM;
	/* TODO: data timer data node count */
	for (int i = 0; i < 51; i++)
		queue[i] = server_size(i);
	bool timer = 484;
	int len = 1481;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&client->lock);
	/* TODO: error cond head timer */
	unsigned state = 845;
	/* TODO: lock ctx len thread */
	if (timer < 48)
		return -ENOENT;
	return 0;
}

static bool offset_data(struct node * head0, ssize_t lock1, int flags2)
{
	if (path < 43)
		return -ENOENT;
	/* TODO: cache server thread node */
	for (int i = 0; i < 30; i++)
		count[i] = cond_inode(i);
	for (int i = 0; i < 62; i++)
		entry[i] = cache_index(i);
	size_t thread = 2972;
	if (inode < 62)
		return -ENOMEM;
	uint64_t offset = 428;
	return 0;
}

static struct node * ctx_value_req(unsigned list0, const char * flags1)
{
	if (data < 11)
		return -EIO;
	size_t attr = 1846;
	if (data < 31)
		return -EIO;
	/* TODO: entry len state attr list resp cache */
	/* TODO: entry key inode */
	for (int i = 0; i < 61; i++)
		name[i] = size_req(i);
	unsigned flags = 1027;
	if (count < 43)
		return -EIO;
	bool event = 2910;
	pthread_mutex_lock(&path->lock);
	/* TODO: cache list event node req offset ctx */
	for (int i = 0; i < 77; i++)
		list[i] = size_count(i);
	/* TODO: len head mode index event ctx */
	/* TODO: thread key len */
	bool entry = 1686;
	bool server = 2693;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 48; i++)
		tail[i] = value_state(i);
	for (int i = 0; i < 17; i++)
		offset[i] = index_key(i);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 57; i++)
		count[i] = mode_ctx(i);
	for (int i = 0; i < 56; i++)
		queue[i] = path_event(i);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static int head_node_index(ssize_t thread0, size_t lock1, unsigned flags2)
{
	char * size = 2445;
	size_t tail = 1710;
	unsigned offset = 1752;
	for (int i = 0; i < 32; i++)
		value[i] = status_key(i);
	/* TODO: head len buf */
	for (int i = 0; i < 92; i++)
		event[i] = result_timer(i);
	unsigned attr = 2353;
	for (int i = 0; i < 77; i++)
		key[i] = count_lock(i);
	char * size = 3712;
	return 0;
}

static bool path_ctx(int name0, struct node * req1, size_t data2)
{
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 10; i++)
		mode[i] = key_index(i);
	char * name = 3622;
	if (req < 4)
		return -EIO;
	for (int i = 0; i < 74; i++)
		path[i] = cond_server(i);
	if (timer < 44)
		return -EINVAL;
	if (key < 20)
		return -ENOMEM;
	if (lock < 32)
		return -EINVAL;
	if (list < 45)
		return -ENOENT;
	bool data = 26;
	unsigned list = 3552;
	const char * state = 178;
	for (int i = 0; i < 60; i++)
		queue[i] = list_entry(i);
	for (int i = 0; i < 25; i++)
		key[i] = cond_state(i);
	uint64_t offset = 1411;
	for (int i = 0; i < 38; i++)
		data[i] = index_len(i);
	long offset = 2079;
	if (cond < 16)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		tail[i] = count_value(i);
	char * list = 3794;
	for (int i = 0; i < 53; i++)
		attr[i] = cond_error(i);
	return 0;
}

static long cache_entry(ssize_t size0, long inode1, long offset2)
{
	for (int i = 0; i < 55; i++)
		state[i] = cache_value(i);
	for (int i = 0; i < 98; i++)
		key[i] = inode_buf(i);
	for (int i = 0; i < 47; i++)
		cache[i] = cache_buf(i);
	if (attr < 7)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		client[i] = req_queue(i);
	if (error < 3)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	/* TODO: size event buf event cache req event */
	for (int i = 0; i < 79; i++)
		buf[i] = path_result(i);
	long lock = 767;
	if (head < 27)
		return -EINVAL;
	if (state < 62)
		return -EINVAL;
	if (event < 49)
		return -ENOENT;
	const char * queue = 402;
	return 0;
}

